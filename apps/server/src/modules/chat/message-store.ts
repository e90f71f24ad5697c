/** Reads and writes of chat rows that several chat operations share. */
import type { ChatMessage } from '@torch/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages, chatReactions, chatReadState, type ChatMessageRow } from '../../db/schema';
import { toChatMessageDto, toReactions } from './presenter';

/** A message its author already sent with this client id (a retry), if any. */
export async function findByClientId(
  db: Pick<Database, 'select'>,
  authorId: string,
  clientId: string,
): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.authorId, authorId), eq(chatMessages.clientId, clientId)));
  return row;
}

/** The member has read the room up to `seq`; never moves back. */
export async function advanceReadState(
  tx: Pick<Database, 'insert'>,
  userId: string,
  roomId: string,
  seq: number,
): Promise<void> {
  await tx
    .insert(chatReadState)
    .values({ userId, roomId, lastReadSeq: seq })
    .onConflictDoUpdate({
      target: [chatReadState.userId, chatReadState.roomId],
      set: { lastReadSeq: sql`greatest(${chatReadState.lastReadSeq}, ${seq})` },
    });
}

export async function presentMessage(db: Database, row: ChatMessageRow): Promise<ChatMessage> {
  const [message] = await presentMessages(db, [row]);
  return message!;
}

/** Rows with their reactions, read in one query for the whole page. */
export async function presentMessages(
  db: Database,
  rows: ChatMessageRow[],
): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const reactions = await db
    .select({
      messageId: chatReactions.messageId,
      emoji: chatReactions.emoji,
      userId: chatReactions.userId,
    })
    .from(chatReactions)
    .where(
      inArray(
        chatReactions.messageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(chatReactions.createdAt));
  return rows.map((row) =>
    toChatMessageDto(
      row,
      toReactions(reactions.filter((reaction) => reaction.messageId === row.id)),
    ),
  );
}
