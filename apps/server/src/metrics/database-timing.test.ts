/** Every statement the app sends is timed once, in a transaction or not, on either driver. */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-server';
import { operationOf, timeDatabaseQueries } from './database-timing';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('database query timing', () => {
  it('times plain and transactional statements once each, until stopped', async () => {
    const { handle, drop } = await openTestDatabase();
    cleanups.push(drop);
    const seen: { operation: string; seconds: number }[] = [];
    const stop = timeDatabaseQueries(handle, (operation, seconds) =>
      seen.push({ operation, seconds }),
    );

    await handle.db.execute(sql`select 1`);
    expect(seen.map((s) => s.operation)).toEqual(['select']);
    expect(seen[0]!.seconds).toBeGreaterThan(0);
    expect(seen[0]!.seconds).toBeLessThan(5);

    seen.length = 0;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 2`);
      await tx.execute(sql`update users set full_name = full_name where false`);
    });
    const operations = seen.map((s) => s.operation);
    expect(operations.filter((o) => o === 'select')).toHaveLength(1);
    expect(operations.filter((o) => o === 'update')).toHaveLength(1);
    // PostgreSQL's BEGIN/COMMIT are statements Drizzle sends; PGlite runs its own, unseen.
    if (handle.kind === 'postgres')
      expect(operations).toEqual(['begin', 'select', 'update', 'commit']);

    seen.length = 0;
    const failed = handle.db.execute(sql`select * from no_such_table`);
    await expect(failed).rejects.toThrow();
    expect(seen.map((s) => s.operation)).toEqual(['select']);

    stop();
    seen.length = 0;
    await handle.db.execute(sql`select 3`);
    await handle.db.transaction((tx) => tx.execute(sql`select 4`));
    expect(seen).toEqual([]);
  });

  it('labels a statement by its first word only', () => {
    expect(operationOf('SELECT "email" FROM "users" WHERE "email" = $1')).toBe('select');
    expect(operationOf({ text: ' insert into chat_messages values ($1)' })).toBe('insert');
    expect(operationOf('with recent as (select 1) select * from recent')).toBe('with');
    expect(operationOf("notify torch, 'pastor@example.org'")).toBe('other');
    expect(operationOf(undefined)).toBe('other');
  });
});
