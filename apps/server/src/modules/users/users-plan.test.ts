/**
 * The directory's queries use their indexes once a church is large (migration 0006): the
 * members' search through the trigram index, the name-ordered page through the B-tree. With a
 * handful of rows the planner rightly scans the table, so this church has 20,000 members. The
 * staff filter reads the role index.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { server, serverPerFile } from '../../../test/harness';

serverPerFile();

const plan = async (query: string) => {
  const result = await server.database.db.execute(sql.raw(`explain ${query}`));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    string
  >[];
  return rows.map((row) => Object.values(row)[0]).join('\n');
};

describe('the directory on a church of 20,000', () => {
  beforeAll(async () => {
    await server.database.db.execute(sql`
      insert into users (full_name, email, password_hash)
      select (array['Nakato','Okello','Namubiru','Mugisha','Atim','Ssempala','Achieng','Kato'])[1 + g % 8]
               || ' ' || (array['Miriam','Daniel','Grace','Joseph','Ruth','Peter','Esther','Samuel'])[1 + (g / 8) % 8]
               || ' ' || substr(md5(g::text), 1, 8),
             'member-' || g || '@plan.example.org', 'x'
      from generate_series(1, 20000) g`);
    await server.database.db.execute(sql`analyze users`);
  }, 60_000);

  it('searches names through the trigram index', async () => {
    // A part of one member's name (each ends in a word of its own, as a family name would).
    const search = await plan(`
      select id from users
      where (lower(full_name) || ' ' || lower(email)) like '%' || substr(md5('4321'), 2, 6) || '%'
        and lower(full_name) like '%' || substr(md5('4321'), 2, 6) || '%'
      order by lower(full_name), id limit 51`);
    expect(search).toMatch(/Bitmap Index Scan on users_search_idx/);
  });

  it('reads a page in name order through the name index', async () => {
    const page = await plan(`
      select id from users
      where (lower(full_name), id) > ('nakato', '00000000-0000-0000-0000-000000000000'::uuid)
      order by lower(full_name), id limit 51`);
    expect(page).toMatch(/Index Scan using users_name_order_idx/);
    expect(await plan(`select id from users order by lower(full_name), id limit 51`)).toMatch(
      /Index Scan using users_name_order_idx/,
    );
  });

  it('finds the staff by role without reading every member', async () => {
    const staff = `select id from users where role = 'Admin' order by lower(full_name), id limit 51`;
    expect(await plan(staff)).toMatch(/Index Scan using users_role_name_idx/);
    expect(await plan(`select count(*) from users where role = 'Admin'`)).toMatch(
      /Index Only Scan using users_role_name_idx/,
    );
  });
});
