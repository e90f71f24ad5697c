/**
 * The church's giving funds (docs/giving.md#funds): named in the church settings, sent on the
 * wire as an id made from the name. Without zod, so any screen may name a fund cheaply.
 */

/** The longest fund id: a name has at most 60 characters, and a few letters spell out longer. */
export const FUND_ID_MAX = 80;

/**
 * A fund's id, made from its name: 'Building Fund' → 'building-fund'. Accents are dropped first,
 * so 'Église' keeps its letters. The same name always gives the same id, which is what lets a
 * gift keep pointing at its fund without a table of funds.
 */
export function fundId(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * How a fund reads: its name in the church's funds now, or, for a gift to a fund since renamed
 * or removed, words made from its id ('global-missions' → 'Global Missions').
 */
export function fundName(id: string, funds: readonly string[]): string {
  const current = funds.find((name) => fundId(name) === id);
  if (current !== undefined) return current;
  return id
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The funds a "by fund" list shows, as ids: the church's funds in the settings' order, then any
 * other fund that was given to (renamed or removed since), by id, so no gift drops out of a total.
 */
export function fundsWithGifts(funds: readonly string[], given: Iterable<string>): string[] {
  const ids = funds.map(fundId);
  const others = [...new Set(given)].filter((id) => !ids.includes(id)).sort();
  return [...ids, ...others];
}
