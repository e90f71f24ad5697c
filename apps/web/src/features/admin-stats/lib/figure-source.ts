/** Where a dashboard card's figures come from: the server, the last good answer, or the demo set. */
export type FigureSource = 'live' | 'cached' | 'demo';

export function figureSource(query: { isError: boolean; data: unknown }): FigureSource {
  if (!query.isError) return 'live';
  return query.data === undefined ? 'demo' : 'cached';
}

/** A whole-number share, 0 when there is nothing to share. */
export function percentOf(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part / total) * 100);
}
