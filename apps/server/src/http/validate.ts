/** Parses a request part with its contract schema; the first problem becomes a 400 naming the field. */
import type { z } from 'zod';
import { badRequest, notFound } from './app-error';

/**
 * Deeper than any form the app sends or any payment provider's callback (about 5 levels), far
 * short of what would exhaust the stack of a recursive reader (docs/security.md#input).
 */
export const MAX_BODY_DEPTH = 64;

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (depthExceeds(input, MAX_BODY_DEPTH)) {
    throw badRequest(`Request body is nested more than ${MAX_BODY_DEPTH} levels deep`);
  }
  const result = schema.safeParse(input ?? {});
  if (result.success) {
    const bad = firstBadText(result.data);
    if (bad) throw badRequest(bad.message, bad.path.join('.') || undefined);
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

/** Whether objects and arrays nest deeper than `limit`; iterative, so no input can overflow it. */
function depthExceeds(value: unknown, limit: number): boolean {
  if (!value || typeof value !== 'object') return false;
  const pending: [object, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [container, depth] = next;
    if (depth > limit) return true;
    for (const inner of Object.values(container)) {
      if (inner && typeof inner === 'object') pending.push([inner as object, depth + 1]);
    }
  }
  return false;
}

/**
 * A UTF-16 surrogate with no partner: JSON can carry one (`"\ud800"`), but it is no character.
 * PostgreSQL refuses it inside jsonb (a 500), and UTF-8 text columns would replace it with
 * U+FFFD, so it is refused everywhere alike. With the `u` flag a well-formed pair is one code
 * point and does not match.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Where the first string (value or key) is one the database cannot store as given, and why:
 * PostgreSQL text holds no NUL, and no text holds a lone surrogate. Iterative, like the depth
 * check.
 */
function firstBadText(value: unknown): { path: string[]; message: string } | null {
  const pending: [unknown, string[]][] = [[value, []]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      const message = badTextMessage(current);
      if (message) return { path, message };
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    const entries: [string, unknown][] = Object.entries(current);
    for (const [key] of entries) {
      const message = badTextMessage(key);
      if (message) return { path: [...path, key], message };
    }
    // Pushed in reverse, so the first field in the body is the one reported.
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, inner] = entries[index]!;
      pending.push([inner, [...path, key]]);
    }
  }
  return null;
}

function badTextMessage(text: string): string | null {
  if (text.includes('\u0000')) return 'Text cannot contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'Text cannot contain unpaired surrogate characters';
  return null;
}
