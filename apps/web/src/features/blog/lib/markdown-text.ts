/** A post's words without markdown marks, for excerpts and search; kept apart from the
 * renderer so pages that only show excerpts (home) do not load marked and DOMPurify. */

export function markdownToPlainText(source: string): string {
  return (
    source
      .replace(/```[\s\S]*?```/g, ' ')
      // Headings are titles, not prose: an excerpt reads better starting at the first sentence.
      .replace(/^\s{0,3}#{1,6}\s.*$/gm, ' ')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
      .replace(/[*_`~]+/g, '')
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
