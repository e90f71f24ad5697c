/**
 * Who a room message mentions (docs/notifications.md#mentions): the members whose full name
 * follows an `@`, among those who can read the room (any member in the community room, staff
 * in the admin room), never the author, at most `maxMentionsPerMessage`.
 */
import { maxMentionsPerMessage, mentionCandidates, type ChatType } from '@torch/contract';
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export async function mentionedMembers(
  db: Database,
  message: { chatType: ChatType; authorId: string; text: string },
): Promise<string[]> {
  if (message.chatType === 'private') return [];
  const names = mentionCandidates(message.text);
  if (names.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(sql`lower(${users.fullName})`, names),
        ne(users.id, message.authorId),
        message.chatType === 'admin' ? inArray(users.role, ['Admin', 'Super-Admin']) : undefined,
      ),
    )
    .limit(maxMentionsPerMessage);
  return rows.map((row) => row.id);
}
