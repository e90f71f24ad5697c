/** Turns a failed contract parse into one message per field, the first issue winning. */
import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * An optional field like `email: address | '' | null` fails as a union whose own message is
 * zod's generic 'Invalid input'; the first alternative's message says what is wrong.
 */
function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_union') {
    const first = issue.errors[0]?.[0];
    if (first) return first.message;
  }
  return issue.message;
}

export function fieldErrors<K extends string>(error: z.ZodError): FieldErrors<K> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && errors[key] === undefined) errors[key] = messageOf(issue);
  }
  return errors;
}
