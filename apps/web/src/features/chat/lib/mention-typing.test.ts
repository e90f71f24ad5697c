import { describe, expect, it } from 'vitest';
import { insertMention, mentionAt } from './mention-typing';

describe('the @-mention being typed', () => {
  it('is the letters after an @ at the start or after a space, up to the caret', () => {
    expect(mentionAt('@Gra', 4)).toEqual({ start: 0, query: 'Gra' });
    expect(mentionAt('Thanks @Jo', 10)).toEqual({ start: 7, query: 'Jo' });
    expect(mentionAt('Thanks @Jo for this', 10)).toEqual({ start: 7, query: 'Jo' });
  });

  it('is nothing in an e-mail address, after a space, or before any letter', () => {
    expect(mentionAt('grace@torch', 11)).toBeNull();
    expect(mentionAt('@Grace ', 7)).toBeNull();
    expect(mentionAt('Hi @', 4)).toBeNull();
  });

  it('is replaced by the full name and one space, with the caret after it', () => {
    const text = 'Thanks @Jo for this';
    expect(insertMention(text, { start: 7, query: 'Jo' }, 10, 'John Okello')).toEqual({
      text: 'Thanks @John Okello for this',
      caret: 20,
    });
  });
});
