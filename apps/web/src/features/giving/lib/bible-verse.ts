/**
 * Splits an editable verse such as '"… cheerful giver." 2 Corinthians 9:7' into the quotation
 * and its reference, so the page can set them as a quotation with a caption. A verse written
 * another way is shown whole, without a caption.
 */
export function splitVerse(verse: string): { quote: string; reference: string | null } {
  const match = /^\s*["“](.+)["”]\s*[-–—]?\s*(.+?)\s*$/s.exec(verse);
  if (!match) return { quote: verse.trim(), reference: null };
  return { quote: match[1]!.trim(), reference: match[2]! };
}
