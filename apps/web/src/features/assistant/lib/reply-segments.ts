/**
 * Splits an answer into plain text, links to the app's own pages and phone numbers to call.
 * Answers are shown as text, never as HTML; only a markdown link whose target is an app route
 * ('#/events') or a phone number ('tel:999', as the caring replies give them) becomes a link,
 * so an answer can point somewhere inside the site or dial a number, never anywhere else.
 */

export type ReplySegment =
  | { kind: 'text'; text: string }
  | { kind: 'link'; label: string; to: string }
  | { kind: 'call'; label: string; number: string };

const SAFE_LINK = /\[([^\]\n]+)\]\((#\/[^\s)]*|tel:\+?[0-9]{2,15})\)/g;

export function replySegments(text: string): ReplySegment[] {
  const segments: ReplySegment[] = [];
  let cursor = 0;
  for (const match of text.matchAll(SAFE_LINK)) {
    const [whole, label = '', target = ''] = match;
    if (match.index > cursor)
      segments.push({ kind: 'text', text: text.slice(cursor, match.index) });
    if (target.startsWith('tel:'))
      segments.push({ kind: 'call', label: label.trim(), number: target.slice('tel:'.length) });
    // '#/events' in the answer is the router path '/events' (the app uses hash routing).
    else segments.push({ kind: 'link', label: label.trim(), to: target.slice(1) });
    cursor = match.index + whole.length;
  }
  if (cursor < text.length) segments.push({ kind: 'text', text: text.slice(cursor) });
  return segments;
}

/** The answer as it reads on screen, link labels without their targets: what a screen reader hears. */
export function replyAsPlainText(text: string): string {
  return replySegments(text)
    .map((segment) => (segment.kind === 'text' ? segment.text : segment.label))
    .join('');
}
