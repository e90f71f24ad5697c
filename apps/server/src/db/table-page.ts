/**
 * One page of one table's rows (docs/decisions/028-lists-page.md): most lists (the content
 * lists, the Inbox, prayers, testimonies, gifts, members, subscribers) are each a table read in
 * its own order under an optional filter, and differ only in those and in how a row is presented.
 */
import { pageLimits, type Page, type PageQuery } from '@torch/contract';
import { and, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { countMatches } from './contains-text';
import { afterCursor, cursorKey, orderBy, toPage, type Ordering } from './paging';

/** A list kept in the order its rows were added, first added first (leaders, teams, campuses). */
export const inOrderAdded = (table: { createdAt: PgColumn; id: PgColumn }): Ordering => ({
  keys: [{ value: table.createdAt, kind: 'timestamp' }],
  id: table.id,
  direction: 'asc',
});

/**
 * One page of a list kept in the order added (leaders, teams, campuses), under an optional
 * filter such as "active only" for the public page of a list the admins see whole.
 */
export function pageInOrderAdded<T extends PgTable & { createdAt: PgColumn; id: PgColumn }, Item>(
  db: Database,
  table: T,
  query: PageQuery,
  toItem: (row: T['$inferSelect']) => Item,
  filter?: SQL,
): Promise<Page<Item>> {
  return tablePage(db, table, { query, ordering: inOrderAdded(table), filter, toItem });
}

export interface TablePageOptions<Row, Item> {
  query: PageQuery;
  ordering: Ordering;
  /** Which rows the list holds; the total counts the same rows. */
  filter?: SQL | undefined;
  /** What was typed in the list's search, when `filter` holds it: the total is counted through
   * the search's index (db/contains-text.ts). */
  searched?: string | undefined;
  toItem: (row: Row) => Item;
}

export async function tablePage<T extends PgTable, Item>(
  db: Database,
  table: T,
  { query, ordering, filter, searched, toItem }: TablePageOptions<T['$inferSelect'], Item>,
): Promise<Page<Item>> {
  // Drizzle's generics cannot follow a table given as a type parameter; the rows are typed below.
  const source: PgTable = table;
  const [rows, total] = await Promise.all([
    db
      .select({ row: source, cursorKey: cursorKey(ordering) })
      .from(source)
      .where(and(filter, afterCursor(ordering, query.cursor)))
      .orderBy(...orderBy(ordering))
      .limit(query.limit + 1),
    countMatches(db, source, filter, searched),
  ]);
  return toPage(rows, query, total, ({ row }) => toItem(row as T['$inferSelect']));
}

/**
 * Every item of a paged list, page after page, for a reader inside the server that needs the
 * whole list (the assistant's knowledge of the church's content), never for a route.
 */
export async function everyItem<Item>(
  readPage: (query: PageQuery) => Promise<Page<Item>>,
): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | undefined;
  do {
    const page = await readPage({ limit: pageLimits.max, cursor });
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return items;
}
