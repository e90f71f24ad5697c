/** A text cut to at most `max` characters, with an ellipsis when something was cut off. */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  // trimEnd so the ellipsis never dangles after a space ("word …").
  return `${flat.slice(0, max).trimEnd()}…`;
}
