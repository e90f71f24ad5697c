/** Parses a request part with its contract schema; the first problem becomes a 400 naming the field. */
import type { z } from 'zod';
import { badRequest, notFound } from './app-error';

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) {
    // PostgreSQL text cannot hold NUL, so such a value would fail at the database as a 500.
    const withNul = pathToNul(result.data);
    if (withNul)
      throw badRequest('Text cannot contain NUL characters', withNul.join('.') || undefined);
    return result.data;
  }
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : undefined;
  // A wrong type at the top level (an array, a string) says nothing useful about a field.
  const message =
    issue?.code === 'invalid_type' && !field
      ? 'Request body must be a JSON object'
      : (issue?.message ?? 'Invalid request');
  throw badRequest(message, field);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `:id` of a route. Ids are UUIDs: anything else cannot name a row, so it is a 404. */
export function parseId(params: unknown, notFoundMessage: string): string {
  const id = (params as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' || !UUID.test(id)) throw notFound(notFoundMessage);
  return id;
}

/** Where the first string holding a NUL character is, or null. */
function pathToNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = pathToNul(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}
