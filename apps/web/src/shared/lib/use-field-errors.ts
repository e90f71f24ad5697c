import { useCallback, useState } from 'react';
import type { FieldErrors } from './form-errors';

/**
 * A form's messages, one per field, for every form that shows them: a message goes as soon as
 * its field changes, since a red field the person has already fixed reads as still wrong. The
 * form is checked again as a whole when it is sent.
 */
export function useFieldErrors<K extends string>() {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const clearError = useCallback((...fields: K[]) => {
    setErrors((current) => {
      if (fields.every((field) => current[field] === undefined)) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  }, []);
  return { errors, setErrors, clearError };
}
