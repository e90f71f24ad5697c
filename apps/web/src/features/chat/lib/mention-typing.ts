/**
 * The @-mention being typed at the caret, if any (docs/notifications.md#mentions): an `@` at
 * the start or after a space, then letters up to the caret. Its text is what the member
 * search looks for; choosing a member puts `@Full Name ` in its place.
 */
export interface MentionTyping {
  /** Where the `@` stands. */
  start: number;
  query: string;
}

export function mentionAt(text: string, caret: number): MentionTyping | null {
  const before = text.slice(0, caret);
  const match = /(?:^|\s)@([\p{L}\p{M}'’-]{1,40})$/u.exec(before);
  if (!match) return null;
  return { start: caret - match[1]!.length - 1, query: match[1]! };
}

/** The text with the mention typed so far replaced by the chosen name, and the new caret. */
export function insertMention(
  text: string,
  typing: MentionTyping,
  caret: number,
  fullName: string,
): { text: string; caret: number } {
  const inserted = `@${fullName} `;
  return {
    text: text.slice(0, typing.start) + inserted + text.slice(caret).replace(/^ /, ''),
    caret: typing.start + inserted.length,
  };
}
