import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { controlClasses, describedBy } from './control-styles';
import { Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  ref?: Ref<HTMLSelectElement>;
  label: ReactNode;
  options: readonly SelectOption[];
  error?: string | undefined;
  hint?: ReactNode;
  hideLabel?: boolean;
}

export function Select({
  id,
  label,
  options,
  error,
  hint,
  hideLabel,
  className,
  ...rest
}: SelectProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} hideLabel={hideLabel}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClasses(Boolean(error), `min-h-12 pr-10 ${className ?? ''}`)}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
