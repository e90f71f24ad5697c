import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { controlClasses, describedBy } from './control-styles';
import { Field } from './field';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ id, label, error, hint, className, rows = 4, ...rest }: TextareaProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClasses(Boolean(error), `py-3 ${className ?? ''}`)}
        {...rest}
      />
    </Field>
  );
}
