import { describe, expect, it } from 'vitest';
import { mentionCandidates } from './chat-mentions';

describe('mentionCandidates', () => {
  it('offers every run of up to four words after an @, lower-cased', () => {
    expect(mentionCandidates('Thank you @Grace Nakato for leading worship')).toEqual([
      'grace nakato for leading',
      'grace nakato for',
      'grace nakato',
      'grace',
    ]);
  });

  it('stops a name at punctuation and keeps apostrophes and hyphens inside it', () => {
    expect(mentionCandidates("@Mary-Jane O'Neil, see you Tuesday.")).toEqual([
      "mary-jane o'neil",
      'mary-jane',
    ]);
    expect(mentionCandidates('Welcome @Okello.')).toEqual(['okello']);
  });

  it('reads several mentions and ignores e-mail addresses and a lone @', () => {
    expect(mentionCandidates('@Ann and @Ben: mail grace@torch.test @ 5')).toEqual([
      'ann and',
      'ann',
      'ben',
    ]);
  });
});
