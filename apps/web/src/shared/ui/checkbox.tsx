import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  description?: ReactNode;
}

export function Checkbox({ id, label, description, className, ...rest }: CheckboxProps) {
  return (
    <div className={`flex min-h-11 items-start gap-3 ${className ?? ''}`}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-ember-600"
        {...rest}
      />
      <div className="text-sm">
        <label htmlFor={id} className="cursor-pointer font-semibold text-ink-800">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-ink-500">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
