/**
 * A member's private conversations, the most recent first (docs/product.md#chat-api): the rooms
 * come from the member's own messages (chat_messages_private_author_idx) and those sent to them
 * (chat_messages_recipient_idx); each room's last message is one step down the room's sequence
 * index, and unread counts stop at UNREAD_COUNT_CAP, so no request reads a whole history.
 */
import {
  ADMIN_ROOM,
  COMMUNITY_ROOM,
  CONVERSATION_PREVIEW_LENGTH,
  FORMER_MEMBER_NAME,
  UNREAD_COUNT_CAP,
  type Conversation,
  type Page,
  type PageQuery,
  type UnreadCounts,
} from '@torch/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { afterCursor, cursorKey, orderBy, toPage, type Ordering } from '../../db/paging';

/** The rooms' last messages, by time, newest first; the message id breaks ties. */
const byLastMessage: Ordering = {
  keys: [{ value: sql`last.created_at`, kind: 'timestamp' }],
  // A column of the query below, not of a table: the paging helpers only print it.
  id: sql`last.id` as unknown as PgColumn,
  direction: 'desc',
};

interface Row extends Record<string, unknown> {
  room_id: string;
  id: string;
  content: string;
  is_image: boolean;
  created_at: Date | string;
  mine: boolean;
  other_id: string;
  other_name: string;
  other_avatar: string | null;
  unread: number;
  cursorKey: string;
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Messages from others after the last one `userId` read in `room` (an SQL expression), counted
 * only up to the cap along the room's sequence index: a member back after a year away costs what
 * one back after a week does.
 */
const unreadIn = (room: SQL, userId: string) => sql`(select count(*)::int from (
    select 1 from chat_messages unread
    where unread.room_id = ${room} and unread.author_id is distinct from ${userId}
      and unread.seq > coalesce((select last_read_seq from chat_read_state
        where user_id = ${userId} and room_id = ${room}), 0)
    limit ${UNREAD_COUNT_CAP}
  ) capped)`;

/** `GET /api/messages/unread`: the rooms the member is in with something unread, capped. */
export async function unreadCounts(
  db: Database,
  userId: string,
  staff: boolean,
): Promise<UnreadCounts> {
  const shared = staff ? [COMMUNITY_ROOM, ADMIN_ROOM] : [COMMUNITY_ROOM];
  const result = await db.execute(sql`
    select rooms.room_id, ${unreadIn(sql`rooms.room_id`, userId)} as unread
    from (
      ${sql.join(
        shared.map((room) => sql`select ${room}::text as room_id`),
        sql` union `,
      )}
      union
      select distinct room_id from chat_messages where recipient_id = ${userId}
    ) rooms`);
  return Object.fromEntries(
    rowsOf<{ room_id: string; unread: number }>(result)
      .filter((row) => Number(row.unread) > 0)
      .map((row) => [row.room_id, Number(row.unread)]),
  );
}

/**
 * The other member of a private room, read from the room's name (the two ids, sorted: see
 * privateRoomId): it stays when that member closes their account and their messages lose the
 * link to them (docs/security.md#closing-an-account).
 */
const otherInRoom = (userId: string) =>
  sql`(case when left(last.room_id, 36) = ${userId}
    then right(last.room_id, 36) else left(last.room_id, 36) end)`;

/** The private rooms `userId` wrote or was written to in. */
const roomsOf = (userId: string) => sql`
  select room_id from chat_messages where chat_type = 'private' and author_id = ${userId}
  union
  select room_id from chat_messages where recipient_id = ${userId}`;

export async function conversationsPage(
  db: Database,
  userId: string,
  query: PageQuery,
  online: Set<string>,
): Promise<Page<Conversation>> {
  const after: SQL | undefined = afterCursor(byLastMessage, query.cursor);
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      with last as (
        select m.* from (${roomsOf(userId)}) rooms
        cross join lateral (
          select id, room_id, author_id, recipient_id, content, is_image, created_at, seq
          from chat_messages where room_id = rooms.room_id order by seq desc limit 1
        ) m
      )
      select last.room_id, last.id, left(last.content, ${CONVERSATION_PREVIEW_LENGTH}) as content,
        last.is_image, last.created_at,
        last.author_id = ${userId} as mine,
        ${otherInRoom(userId)} as other_id,
        coalesce(other.full_name, ${FORMER_MEMBER_NAME}) as other_name,
        other.avatar_url as other_avatar,
        ${unreadIn(sql`last.room_id`, userId)} as unread,
        ${cursorKey(byLastMessage)} as "cursorKey"
      from last
      left join users other on other.id::text = ${otherInRoom(userId)}
      ${after ? sql`where ${after}` : sql``}
      order by ${sql.join(orderBy(byLastMessage), sql`, `)}
      limit ${query.limit + 1}`),
    db.execute(sql`select count(*)::int as n from (${roomsOf(userId)}) rooms`),
  ]);
  const total = Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0);
  return toPage(rowsOf<Row>(rows), query, total, (row) => ({
    roomId: row.room_id,
    other: {
      id: row.other_id,
      fullName: row.other_name,
      avatarUrl: row.other_avatar,
      online: online.has(row.other_id),
    },
    lastMessage: {
      id: row.id,
      preview: row.is_image ? 'Image' : row.content,
      isImage: row.is_image,
      createdAt: new Date(row.created_at).toISOString(),
      mine: row.mine,
    },
    unread: Number(row.unread),
  }));
}
