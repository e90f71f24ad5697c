/**
 * A list answered a page at a time (docs/decisions/028-lists-page.md), declared the same way in
 * every area: a GET whose query extends `pageQuerySchema` (is it, for a list without filters) and
 * whose answer is one page of `item`s, the next page and the total travelling in headers.
 */
import { z } from 'zod';
import { pageQuerySchema } from '../http/page';
import { defineRoute, type RouteAccess } from '../http/route';

export interface PagedListDeclaration<Tag, Path, Access, Item, Query> {
  path: Path;
  /** One line for the API reference. */
  summary: string;
  tag: Tag;
  access: Access;
  /** One item of the list. */
  item: Item;
  /** The list's filters, extending `pageQuerySchema`; without filters, that query. */
  query?: Query;
}

export function pagedList<
  const Tag extends string,
  const Path extends string,
  const Access extends RouteAccess,
  const Item extends z.ZodType,
  const Query extends z.ZodType = typeof pageQuerySchema,
>({
  path,
  summary,
  tag,
  access,
  item,
  query,
}: PagedListDeclaration<Tag, Path, Access, Item, Query>) {
  return defineRoute({
    method: 'GET',
    path,
    summary,
    tag,
    access,
    query: (query ?? pageQuerySchema) as Query,
    response: z.array(item),
    paged: true,
  });
}
