/** How single environment values are read: booleans, URLs, origin lists, phone numbers, counts. */
import { z } from 'zod';

export const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const urlWithProtocols = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

export const originList = z.string().transform((value, ctx) => {
  const origins: string[] = [];
  for (const item of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    try {
      const url = new URL(item);
      if (url.origin === 'null') throw new Error('opaque');
      origins.push(url.origin);
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: `"${item}" is not an origin like https://example.org`,
      });
      return z.NEVER;
    }
  }
  return origins;
});

/** A number a phone can dial: digits, spaces, dashes and a leading +. */
export const DIALABLE = /^\+?[0-9][0-9 -]{1,18}[0-9]$/;

export const emergencyNumbers = z.string().transform((value, ctx) => {
  const numbers = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const wrong = numbers.find((number) => !DIALABLE.test(number));
  if (wrong !== undefined || numbers.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must list phone numbers separated by commas, like 999,112`,
    });
    return z.NEVER;
  }
  return numbers;
});

/** `Name=number;Name=number`, e.g. `Child helpline=116`. */
export const helplines = z.string().transform((value, ctx) => {
  const lines: { name: string; number: string }[] = [];
  for (const entry of value
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = '', number = ''] = entry.split('=').map((part) => part.trim());
    if (!name || !DIALABLE.test(number)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not a helpline like "Child helpline=116"`,
      });
      return z.NEVER;
    }
    lines.push({ name, number });
  }
  return lines;
});

export const positiveInt = z.coerce
  .number({ error: 'must be a whole number' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be greater than 0' });
