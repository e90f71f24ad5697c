import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlClasses, describedBy } from './control-styles';
import { Field } from './field';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  hideLabel?: boolean;
}

export function Input({ id, label, error, hint, hideLabel, className, ...rest }: InputProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} hideLabel={hideLabel}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClasses(Boolean(error), `min-h-12 ${className ?? ''}`)}
        {...rest}
      />
    </Field>
  );
}
