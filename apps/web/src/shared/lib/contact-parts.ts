/**
 * Contact details as people type them ('Call Esther on +256 700 123 456 or esther@mail.ug'),
 * split so a phone number can be shown on one line and dialled, and an address written to.
 */
export type ContactPart =
  | { kind: 'text'; text: string }
  | { kind: 'phone'; text: string; href: string }
  | { kind: 'email'; text: string; href: string };

// A number of 7 to 15 digits, spaced, dashed, dotted or bracketed as people write them.
const PHONE = /\+?\(?\d[\d\s().-]{5,}\d/g;
const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>().,;:]+/g;

function digitsOf(text: string): string {
  return text.replace(/[^\d+]/g, '');
}

export function contactParts(text: string): ContactPart[] {
  const found: { start: number; end: number; part: ContactPart }[] = [];
  for (const match of text.matchAll(EMAIL)) {
    found.push({
      start: match.index,
      end: match.index + match[0].length,
      part: { kind: 'email', text: match[0], href: `mailto:${match[0]}` },
    });
  }
  for (const match of text.matchAll(PHONE)) {
    const start = match.index;
    const end = start + match[0].length;
    if (found.some((other) => start < other.end && end > other.start)) continue;
    const digits = digitsOf(match[0]).replace(/(?!^)\+/g, '');
    const count = digits.replace('+', '').length;
    if (count < 7 || count > 15) continue;
    found.push({ start, end, part: { kind: 'phone', text: match[0], href: `tel:${digits}` } });
  }
  found.sort((a, b) => a.start - b.start);
  const parts: ContactPart[] = [];
  let cursor = 0;
  for (const { start, end, part } of found) {
    if (start > cursor) parts.push({ kind: 'text', text: text.slice(cursor, start) });
    parts.push(part);
    cursor = end;
  }
  if (cursor < text.length) parts.push({ kind: 'text', text: text.slice(cursor) });
  return parts;
}
