import { describe, expect, it, vi } from 'vitest';

describe('zod in the browser', () => {
  it('is jitless once the entry has run, so it never evaluates code a strict CSP forbids', async () => {
    await import('./zod-jitless');
    // Imported after the setting, as the pages' chunks are.
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);

    const evaluate = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), age: z.number().optional() });
    expect(schema.parse({ name: 'Ruth', extra: 1 })).toEqual({ name: 'Ruth' });
    expect(schema.safeParse({ name: 3 }).success).toBe(false);
    expect(evaluate).not.toHaveBeenCalled();
    evaluate.mockRestore();
  });
});
