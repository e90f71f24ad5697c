import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt';

describe('excerpt', () => {
  it('keeps a short text whole, without an ellipsis', () => {
    expect(excerpt('Come as you are.', 120)).toBe('Come as you are.');
    expect(excerpt('x'.repeat(120), 120)).toBe('x'.repeat(120));
  });

  it('cuts a longer text to the limit and adds an ellipsis', () => {
    const cut = excerpt('y'.repeat(121), 120);
    expect(cut).toBe(`${'y'.repeat(120)}…`);
  });

  it('never leaves a space before the ellipsis', () => {
    expect(excerpt('word '.repeat(40), 10)).toBe('word word…');
  });
});
