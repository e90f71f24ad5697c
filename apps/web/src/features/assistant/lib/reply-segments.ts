/**
 * Splits an answer into plain text and links to the app's own pages. Answers are shown as
 * text, never as HTML; only a markdown link whose target is an app route ('#/events') becomes
 * a link, so an answer can point somewhere inside the site but never anywhere else.
 */

export type ReplySegment =
  | { kind: 'text'; text: string }
  | { kind: 'link'; label: string; to: string };

const APP_ROUTE_LINK = /\[([^\]\n]+)\]\((#\/[^\s)]*)\)/g;

export function replySegments(text: string): ReplySegment[] {
  const segments: ReplySegment[] = [];
  let cursor = 0;
  for (const match of text.matchAll(APP_ROUTE_LINK)) {
    const [whole, label = '', target = ''] = match;
    if (match.index > cursor)
      segments.push({ kind: 'text', text: text.slice(cursor, match.index) });
    // '#/events' in the answer is the router path '/events' (the app uses hash routing).
    segments.push({ kind: 'link', label: label.trim(), to: target.slice(1) });
    cursor = match.index + whole.length;
  }
  if (cursor < text.length) segments.push({ kind: 'text', text: text.slice(cursor) });
  return segments;
}

/** The answer as it reads on screen, link labels without their targets: what a screen reader hears. */
export function replyAsPlainText(text: string): string {
  return replySegments(text)
    .map((segment) => (segment.kind === 'link' ? segment.label : segment.text))
    .join('');
}
