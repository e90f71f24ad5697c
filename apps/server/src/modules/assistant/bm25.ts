/**
 * Okapi BM25 over short documents: the assistant's retrieval. The corpus is a few hundred
 * facts at most (events, teachings, posts, campuses, teams, pages), so an in-memory index
 * rebuilt when the content changes answers in microseconds.
 */

/** Words that say nothing about what is asked. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can could do does for from have how i in is it me my of on or our ' +
    'the their there this to was what when where which who why will with would you your about ' +
    'tell please any there get is are am we us'
  ).split(' '),
);

/** Lower-case words and numbers, accents folded, stop words and one-letter tokens dropped. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((token) => token.length > 1 && !STOP_WORDS.has(token))
    .map(stem);
}

/** A light stemmer: plurals and -ing forms meet their base word ("events" → "event"). */
function stem(token: string): string {
  let base = token;
  if (base.length > 4 && base.endsWith('ies')) base = `${base.slice(0, -3)}y`;
  else if (base.length > 3 && base.endsWith('s') && !base.endsWith('ss')) base = base.slice(0, -1);
  if (base.length > 5 && base.endsWith('ing')) base = base.slice(0, -3);
  return base;
}

export interface Scored<D> {
  document: D;
  score: number;
}

export class Bm25Index<D> {
  private readonly termFrequencies: Map<string, number>[];
  private readonly lengths: number[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(
    private readonly documents: readonly D[],
    text: (document: D) => string,
    private readonly k1 = 1.2,
    private readonly b = 0.75,
  ) {
    this.termFrequencies = documents.map((document) => {
      const counts = new Map<string, number>();
      for (const token of tokenize(text(document))) counts.set(token, (counts.get(token) ?? 0) + 1);
      for (const token of counts.keys())
        this.documentFrequency.set(token, (this.documentFrequency.get(token) ?? 0) + 1);
      return counts;
    });
    this.lengths = this.termFrequencies.map((counts) =>
      [...counts.values()].reduce((sum, n) => sum + n, 0),
    );
    this.averageLength = this.lengths.reduce((sum, n) => sum + n, 0) / (documents.length || 1);
  }

  /** The best matches first; documents sharing no word with the query are left out. */
  search(query: string, limit = 5): Scored<D>[] {
    const terms = [...new Set(tokenize(query))];
    const n = this.documents.length;
    const scored: Scored<D>[] = [];
    this.documents.forEach((document, index) => {
      const counts = this.termFrequencies[index]!;
      let score = 0;
      for (const term of terms) {
        const frequency = counts.get(term);
        if (!frequency) continue;
        const containing = this.documentFrequency.get(term) ?? 0;
        const idf = Math.log(1 + (n - containing + 0.5) / (containing + 0.5));
        const norm = 1 - this.b + this.b * (this.lengths[index]! / (this.averageLength || 1));
        score += (idf * frequency * (this.k1 + 1)) / (frequency + this.k1 * norm);
      }
      if (score > 0) scored.push({ document, score });
    });
    return scored.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
