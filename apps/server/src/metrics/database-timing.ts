/**
 * Times the SQL statements the app sends, at the driver, so every Drizzle query (in a
 * transaction or not) is measured once. Drizzle's logger only hears a query before it runs, so
 * it cannot time one. What is measured: from handing the statement to the driver to its
 * answer. With PGlite that includes waiting for the embedded database (one statement at a
 * time); with PostgreSQL it starts once a pool connection is held, so it is the round trip.
 * PGlite's own BEGIN/COMMIT around a transaction are not seen; PostgreSQL's are.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from '../db/client';

export type QueryObserver = (operation: string, seconds: number) => void;

/** Bounded on purpose: the statement's first word, never its text, becomes a label. */
const OPERATIONS = new Set([
  'select',
  'insert',
  'update',
  'delete',
  'with',
  'begin',
  'commit',
  'rollback',
]);

export function operationOf(statement: unknown): string {
  const text =
    typeof statement === 'string'
      ? statement
      : typeof statement === 'object' && statement !== null && 'text' in statement
        ? statement.text
        : undefined;
  if (typeof text !== 'string') return 'other';
  const word = /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase();
  return word && OPERATIONS.has(word) ? word : 'other';
}

type AnyQuery = (...args: unknown[]) => unknown;

/** Who listens to a driver (a pool or a PGlite), if anyone: cleared when the app closes. */
const observers = new WeakMap<object, QueryObserver>();
/** Driver objects whose `query` is already wrapped; they look up their observer on each call. */
const wrapped = new WeakSet<object>();

const secondsSince = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

/** Replaces `target.query` with a timed version reporting to whoever observes `owner`. */
function wrapQuery(target: { query: unknown }, owner: object): void {
  if (wrapped.has(target)) return;
  wrapped.add(target);
  const original = (target.query as AnyQuery).bind(target);
  target.query = (...args: unknown[]) => {
    const observe = observers.get(owner);
    const [statement] = args;
    // A streaming Submittable (cursor) has no single answer to time.
    const streaming = typeof statement === 'object' && statement !== null && 'submit' in statement;
    if (!observe || streaming) return original(...args);
    const operation = operationOf(statement);
    const start = process.hrtime.bigint();
    const last = args.at(-1);
    if (typeof last === 'function') {
      // pg's callback form (pg-pool uses it inside pool.query).
      args[args.length - 1] = (...results: unknown[]) => {
        observe(operation, secondsSince(start));
        return (last as AnyQuery)(...results);
      };
      return original(...args);
    }
    const result = original(...args);
    if (!(result instanceof Promise)) return result;
    return result.finally(() => observe(operation, secondsSince(start)));
  };
}

const pglitesWrapped = new WeakSet<PGlite>();

function timePglite(client: PGlite): void {
  if (pglitesWrapped.has(client)) return;
  pglitesWrapped.add(client);
  wrapQuery(client, client);
  const transaction = client.transaction.bind(client);
  // Statements inside a transaction go through the transaction object, not client.query.
  const timedTransaction: PGlite['transaction'] = (callback) =>
    transaction((tx: Transaction) => {
      wrapQuery(tx, client);
      return callback(tx);
    });
  client.transaction = timedTransaction;
}

function timePostgres(pool: pg.Pool): () => void {
  // Every checkout (pool.query's own included) hands out a client; each is wrapped once.
  const onAcquire = (client: pg.PoolClient) => wrapQuery(client, pool);
  pool.on('acquire', onAcquire);
  return () => pool.off('acquire', onAcquire);
}

/** Starts timing the database's statements; the returned function stops it. */
export function timeDatabaseQueries(database: DatabaseHandle, observe: QueryObserver): () => void {
  if (database.kind === 'pglite') {
    observers.set(database.client, observe);
    timePglite(database.client);
    return () => observers.delete(database.client);
  }
  observers.set(database.pool, observe);
  const stopWrapping = timePostgres(database.pool);
  return () => {
    stopWrapping();
    observers.delete(database.pool);
  };
}
