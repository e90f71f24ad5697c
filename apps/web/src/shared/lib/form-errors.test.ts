import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './form-errors';

describe('field errors from a contract parse', () => {
  it('keeps the first message of each field', () => {
    const schema = z.object({ name: z.string().min(1, 'Name is required').max(2, 'Too long') });
    const result = schema.safeParse({ name: '' });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ name: 'Name is required' });
  });

  it("explains an optional address by its first alternative, not zod's 'Invalid input'", () => {
    const schema = z.object({
      email: z.union([z.email('Enter a valid email address'), z.literal(''), z.null()]),
    });
    const result = schema.safeParse({ email: 'not-an-email' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({ email: 'Enter a valid email address' });
    }
  });
});
