/**
 * The database side of backups, the same for PGlite and PostgreSQL: one session, the tables of
 * the public schema in foreign-key order, and rows copied as the database's own JSON.
 *
 * Rows leave as `row_to_json(t)::text` and come back through `json_populate_recordset`, so the
 * database both writes and reads every value: bigints, timestamps (to the microsecond), uuids and
 * jsonb never pass through JavaScript numbers or Dates, and round-trip exactly.
 */
import type { DatabaseHandle } from '../db/client';

export interface Session {
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  /**
   * PGlite only: run `work` holding the database's transaction lock. Its one connection is
   * shared with the live server's own work (the mail queue, the sweeps), whose queries would
   * otherwise run inside our transaction, and a write there aborts a read-only one.
   */
  exclusive?<T>(work: () => Promise<T>): Promise<T>;
}

/** One connection for the whole job: a transaction and a cursor live on one session. */
export async function withSession<T>(
  handle: DatabaseHandle,
  work: (session: Session) => Promise<T>,
): Promise<T> {
  if (handle.kind === 'pglite') {
    const { client } = handle;
    let inside: Pick<typeof client, 'query'> | undefined;
    return work({
      query: async <Row>(text: string, params: unknown[] = []) =>
        (await (inside ?? client).query<Row>(text, params)).rows,
      exclusive: (job) =>
        client.transaction(async (transaction) => {
          inside = transaction;
          try {
            return await job();
          } finally {
            inside = undefined;
          }
        }),
    });
  }
  const connection = await handle.pool.connect();
  let broken = false;
  try {
    return await work({
      query: async <Row>(text: string, params: unknown[] = []) =>
        (await connection.query(text, params)).rows as Row[],
    });
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    // A connection that failed mid-transaction is not handed back to the pool as if clean.
    connection.release(broken);
  }
}

export async function inTransaction<T>(
  session: Session,
  begin: string,
  work: () => Promise<T>,
): Promise<T> {
  if (session.exclusive) {
    // PGlite opens the transaction; what `begin` asks beyond that is set as its first statement.
    const mode = begin.replace(/^begin\s*/, '');
    return session.exclusive(async () => {
      if (mode) await session.query(`set transaction ${mode}`);
      return work();
    });
  }
  await session.query(begin);
  try {
    const result = await work();
    await session.query('commit');
    return result;
  } catch (error) {
    await session.query('rollback').catch(() => undefined);
    throw error;
  }
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (name: string) => `"public".${quoteIdent(name)}`;

/** Every table of the public schema, each after the tables it references. */
export async function listTablesInDependencyOrder(session: Session): Promise<string[]> {
  const tables = (
    await session.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition`,
    )
  ).map((row) => row.name);
  const references = await session.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
     from pg_constraint k
     join pg_class child on child.oid = k.conrelid
     join pg_class parent on parent.oid = k.confrelid
     join pg_namespace n on n.oid = child.relnamespace
     where k.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of references) {
    // A table referencing itself is loaded in one statement per batch; its own order is its own.
    if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables
      .filter((table) => !placed.has(table) && [...parents.get(table)!].every((p) => placed.has(p)))
      .sort();
    if (ready.length === 0) {
      const left = tables.filter((table) => !placed.has(table)).join(', ');
      throw new Error(`Tables reference each other in a cycle (${left}): no order to copy them in`);
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** The stored columns of a table in table order (generated columns are computed, not copied). */
export async function tableColumns(session: Session, table: string): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `select a.attname as name from pg_attribute a
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by a.attnum`,
    [qualified(table)],
  );
  return rows.map((row) => row.name);
}

export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export async function readSequences(session: Session): Promise<SequenceState[]> {
  const names = await session.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  const states: SequenceState[] = [];
  for (const { name } of names) {
    const [state] = await session.query<{ lastValue: string; isCalled: boolean }>(
      `select last_value::text as "lastValue", is_called as "isCalled" from ${qualified(name)}`,
    );
    states.push({ name, lastValue: state!.lastValue, isCalled: state!.isCalled });
  }
  return states;
}

export async function restoreSequences(session: Session, states: SequenceState[]): Promise<void> {
  for (const state of states) {
    await session.query(`select setval($1::regclass, $2::bigint, $3)`, [
      qualified(state.name),
      state.lastValue,
      state.isCalled,
    ]);
  }
}

export interface AppliedMigration {
  hash: string;
  /** drizzle's created_at: the journal entry's `when`, in milliseconds, as text. */
  createdAt: string;
}

export async function appliedMigrations(session: Session): Promise<AppliedMigration[]> {
  const [table] = await session.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return [];
  return session.query<AppliedMigration>(
    `select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations
     order by created_at, id`,
  );
}

/** The first of `tables` that holds a row, if any. */
export async function firstTableWithRows(
  session: Session,
  tables: string[],
): Promise<string | undefined> {
  for (const table of tables) {
    const rows = await session.query(`select 1 from ${qualified(table)} limit 1`);
    if (rows.length > 0) return table;
  }
  return undefined;
}

export async function countRows(session: Session, table: string): Promise<number> {
  const [row] = await session.query<{ count: string }>(
    `select count(*)::text as count from ${qualified(table)}`,
  );
  return Number(row!.count);
}

const FETCH_ROWS = 1000;

/**
 * Hands every row of a table to `write` as one line of JSON. Run inside a transaction: the
 * cursor reads the transaction's snapshot, a batch at a time, so memory stays flat.
 */
export async function dumpTable(
  session: Session,
  table: string,
  write: (line: string) => Promise<void>,
): Promise<number> {
  await session.query(
    `declare torch_backup_rows no scroll cursor for
     select row_to_json(t)::text as row from ${qualified(table)} t`,
  );
  let rows = 0;
  for (;;) {
    const batch = await session.query<{ row: string }>(
      `fetch ${FETCH_ROWS} from torch_backup_rows`,
    );
    for (const { row } of batch) {
      // Only a `json` (not jsonb) value can hold a line break outside a string; Torch stores jsonb.
      if (row.includes('\n'))
        throw new Error(`A row of ${table} holds a line break outside a string (a json column)`);
      await write(row);
      rows += 1;
    }
    if (batch.length < FETCH_ROWS) break;
  }
  await session.query('close torch_backup_rows');
  return rows;
}

const INSERT_ROWS = 1000;
const INSERT_BYTES = 4 * 1024 * 1024;

/** Inserts rows (lines of JSON from `dumpTable`) in batches; returns how many. */
export async function loadTable(
  session: Session,
  table: string,
  columns: string[],
  lines: AsyncIterable<string>,
): Promise<number> {
  const list = columns.map(quoteIdent).join(', ');
  // Columns the backup did not have take their defaults; identity values are kept as stored.
  const insert =
    `insert into ${qualified(table)} (${list}) overriding system value ` +
    `select ${list} from json_populate_recordset(null::${qualified(table)}, $1::json)`;
  let batch: string[] = [];
  let batchBytes = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await session.query(insert, [`[${batch.join(',')}]`]);
    rows += batch.length;
    batch = [];
    batchBytes = 0;
  };
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    batchBytes += line.length;
    if (batch.length >= INSERT_ROWS || batchBytes >= INSERT_BYTES) await flush();
  }
  await flush();
  return rows;
}

/** Takes every table for the rest of the transaction, so nothing else writes while we load. */
export async function lockTables(session: Session, tables: string[]): Promise<void> {
  if (tables.length === 0) return;
  await session.query(`lock table ${tables.map(qualified).join(', ')} in access exclusive mode`);
}
