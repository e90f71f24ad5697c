/**
 * How a list is paged (docs/decisions/028-lists-page.md). A list route answers with one page as
 * the plain array the product has always sent, so a client that knows nothing of paging reads
 * the first page and is done; the rest travels in headers:
 *   Link: </api/…?cursor=…&limit=…>; rel="next"   (only when there is a next page)
 *   X-Total-Count: 1234                           (every item the filters match, all pages)
 */
export const pageLimits = {
  /** Items in a page when the request names no limit. */
  default: 50,
  max: 100,
  /** Longest cursor accepted: a cursor is the server's own short opaque string. */
  maxCursorLength: 200,
} as const;

export const pageTexts = {
  invalidCursor: 'That page of the list no longer exists; load the list again',
} as const;

/** What a paged route's handler gives back; the server writes it as the array and the headers. */
export interface Page<T> {
  items: T[];
  /** The cursor of the page after this one; null on the last page. */
  nextCursor: string | null;
  /** How many items the filters match across every page. */
  total: number;
}

export const pageHeaders = {
  next: 'Link',
  total: 'X-Total-Count',
} as const;

/** The next page's cursor from a `Link` header, or null when there is none. */
export function nextCursorFrom(link: string | null): string | null {
  const next = link?.split(',').find((part) => /;\s*rel="?next"?/.test(part));
  const url = next?.match(/<([^>]*)>/)?.[1];
  if (!url) return null;
  return new URL(url, 'http://localhost').searchParams.get('cursor');
}
