/**
 * @-mentions in a chat room (docs/notifications.md#mentions): `@` followed by a member's full
 * name, as the composer's suggestions insert it. A name has no marker where it ends, so every
 * run of one to four words after an `@` is a candidate, and the server keeps the candidates
 * that are some member's name exactly (letter case aside).
 */

/** At most this many members are told of one message: a roll call is not a mention. */
export const maxMentionsPerMessage = 10;

const MAX_NAME_WORDS = 4;
const WORD = /^[\p{L}\p{M}\p{N}'’.-]+/u;

/** The lower-cased names a message may mention, longest first for each `@`. */
export function mentionCandidates(text: string): string[] {
  const candidates = new Set<string>();
  for (const match of text.matchAll(/(?:^|[^\p{L}\p{N}])@(?=\p{L})/gu)) {
    let rest = text.slice(match.index + match[0].length);
    const words: string[] = [];
    while (words.length < MAX_NAME_WORDS) {
      const word = WORD.exec(rest)?.[0];
      if (!word) break;
      words.push(word.replace(/[.’'-]+$/, ''));
      rest = rest.slice(word.length);
      if (!/^ \S/.test(rest)) break;
      rest = rest.slice(1);
    }
    for (let count = words.length; count > 0; count -= 1)
      candidates.add(words.slice(0, count).join(' ').toLowerCase());
  }
  return [...candidates];
}
