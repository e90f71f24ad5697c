/**
 * A large church's data, written in bulk SQL (generate_series) in a few seconds: no argon2, no
 * row-by-row inserts. Every figure scales with the member count, so a run at 2,000 and one at
 * 20,000 members hold the same mix.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/server/src/db/client';

export interface ChurchSize {
  members: number;
  communityMessages: number;
  privateConversations: number;
  prayerRequests: number;
  testimonies: number;
  contactMessages: number;
  subscribers: number;
  newConverts: number;
}

/** The proportions of the church the lists are measured on (20,000 members, 200,000 messages…). */
export function churchOf(members: number): ChurchSize {
  return {
    members,
    communityMessages: members * 10,
    privateConversations: members / 10,
    prayerRequests: members,
    testimonies: members / 2,
    contactMessages: members / 4,
    subscribers: members,
    newConverts: members / 4,
  };
}

/** Messages in each private conversation. */
const MESSAGES_PER_CONVERSATION = 6;

/** The first member, who every private conversation includes, and the admin who reads them. */
export const BENCH_MEMBER_EMAIL = 'member-1@bench.example.org';
export const BENCH_ADMIN_EMAIL = 'admin@bench.example.org';

/** A whole number written into the statement (a bound parameter would arrive as text). */
const n = (value: number) => sql.raw(String(Math.trunc(value)));

const LINE = 'Thank you all for the prayers this week; the family is doing much better now.';

export async function seedChurch(database: DatabaseHandle, size: ChurchSize): Promise<void> {
  const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);
  // Members spread over the last two years, one admin; names varied enough to search by.
  await run(sql`
    insert into users (full_name, email, password_hash, role, created_at, last_seen_at)
    select
      (array['Nakato','Okello','Namubiru','Mugisha','Atim','Ssempala','Achieng','Kato'])[1 + g % 8]
        || ' ' || (array['Miriam','Daniel','Grace','Joseph','Ruth','Peter','Esther','Samuel'])[1 + (g / 8) % 8]
        || ' ' || g,
      'member-' || g || '@bench.example.org',
      'bench: no password',
      'User',
      now() - (g || ' minutes')::interval * 50,
      now() - (g || ' minutes')::interval
    from generate_series(1, ${n(size.members)}) g`);
  await run(sql`
    insert into users (full_name, email, password_hash, role)
    values ('Bench Admin', ${BENCH_ADMIN_EMAIL}, 'bench: no password', 'Admin')`);

  // The community room, its messages by members in turn, oldest first.
  await run(sql`
    insert into chat_messages (room_id, seq, author_id, author_name, chat_type, content, delivered, read, created_at)
    select 'community', g, u.id, u.full_name, 'community', ${LINE}, true, true,
           now() - ((${n(size.communityMessages)} - g) || ' seconds')::interval * 30
    from generate_series(1, ${n(size.communityMessages)}) g
    join lateral (
      select id, full_name from users where email = 'member-' || (1 + g % ${n(size.members)}) || '@bench.example.org'
    ) u on true`);
  await run(sql`
    insert into chat_rooms (room_id, last_seq) values ('community', ${n(size.communityMessages)})`);

  // Private conversations: member 1 with the first tenth, the rest between neighbours.
  await run(sql`
    with pairs as (
      select c, a.id as a_id, a.full_name as a_name, b.id as b_id
      from generate_series(1, ${n(size.privateConversations)}) c
      join users a on a.email = 'member-' || (case when c <= 50 then 1 else c end) || '@bench.example.org'
      join users b on b.email = 'member-' || (c + 1) || '@bench.example.org'
    )
    insert into chat_messages (room_id, seq, author_id, author_name, recipient_id, chat_type, content, delivered, read, created_at)
    select least(a_id::text, b_id::text) || '-' || greatest(a_id::text, b_id::text), m, a_id, a_name, b_id,
           'private', ${LINE}, true, m < ${n(MESSAGES_PER_CONVERSATION)},
           now() - ((c * 10 + ${n(MESSAGES_PER_CONVERSATION)} - m) || ' minutes')::interval
    from pairs, generate_series(1, ${n(MESSAGES_PER_CONVERSATION)}) m`);
  await run(sql`
    insert into chat_rooms (room_id, last_seq)
    select distinct room_id, ${n(MESSAGES_PER_CONVERSATION)} from chat_messages where chat_type = 'private'`);

  await run(sql`
    insert into prayer_requests (name, email, request_text, is_private, is_answered, user_id, created_at)
    select u.full_name, u.email, 'Please pray for ' || u.full_name || ' and the family. ' || ${LINE},
           g % 5 = 0, g % 7 = 0, u.id, now() - (g || ' minutes')::interval * 40
    from generate_series(1, ${n(size.prayerRequests)}) g
    join users u on u.email = 'member-' || (1 + g % ${n(size.members)}) || '@bench.example.org'`);
  await run(sql`
    insert into testimonies (name, title, story_text, is_approved, created_at)
    select 'Witness ' || g, 'God provided, again (' || g || ')', repeat(${LINE} || ' ', 2),
           g % 4 <> 0, now() - (g || ' minutes')::interval * 80
    from generate_series(1, ${n(size.testimonies)}) g`);
  await run(sql`
    insert into contact_messages (name, email, subject, message, read_at, created_at)
    select 'Visitor ' || g, 'visitor-' || g || '@bench.example.org', 'Visiting on Sunday (' || g || ')',
           ${LINE}, case when g % 3 = 0 then now() end, now() - (g || ' minutes')::interval * 100
    from generate_series(1, ${n(size.contactMessages)}) g`);
  await run(sql`
    insert into newsletter_subscriptions (email, created_at)
    select 'reader-' || g || '@bench.example.org', now() - (g || ' minutes')::interval * 30
    from generate_series(1, ${n(size.subscribers)}) g`);
  await run(sql`
    insert into new_converts (first_name, last_name, area_code, phone_number, email, country, community, created_at)
    select 'Convert', 'Number ' || g, '+256', '7' || lpad(g::text, 8, '0'), 'convert-' || g || '@bench.example.org',
           'Uganda', '["Kampala"]'::jsonb, now() - (g || ' minutes')::interval * 100
    from generate_series(1, ${n(size.newConverts)}) g`);
  await run(sql`analyze`);
}
