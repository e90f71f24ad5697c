/** Member chat: messages in order per room, reactions per member, and how far each member read. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, reference } from './columns';
import { userRef } from './users';

/** Hands out each room's next sequence number; its row lock orders concurrent senders. */
export const chatRooms = pgTable('chat_rooms', {
  roomId: text('room_id').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
});

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    roomId: text('room_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** The sender's own id for this message: a retried send finds the stored one. */
    clientId: text('client_id'),
    /**
     * Null once the author closed their account: the message stays, shown as a former member's
     * (docs/security.md#closing-an-account).
     */
    authorId: userRef('author_id', 'set null'),
    authorName: text('author_name').notNull(),
    authorAvatar: text('author_avatar'),
    /** Null once the recipient closed their account: the sender keeps their side. */
    recipientId: userRef('recipient_id', 'set null'),
    chatType: text('chat_type', { enum: ['community', 'admin', 'private'] }).notNull(),
    content: text('content').notNull(),
    isImage: boolean('is_image').notNull().default(false),
    replyToMessageId: uuid('reply_to_message_id'),
    replyToContent: text('reply_to_content'),
    replyToAuthorName: text('reply_to_author_name'),
    delivered: boolean('delivered').notNull().default(false),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('chat_messages_room_seq_unique').on(table.roomId, table.seq),
    uniqueIndex('chat_messages_client_id_unique')
      .on(table.authorId, table.clientId)
      .where(sql`${table.clientId} is not null`),
    index('chat_messages_recipient_idx').on(table.recipientId),
    // A member's private conversations: the rooms of the messages they sent (and, above, got).
    index('chat_messages_private_author_idx')
      .on(table.authorId, table.roomId)
      .where(sql`${table.chatType} = 'private'`),
    // The unread-message sweep reads the private messages of the last day (docs/notifications.md).
    index('chat_messages_private_recent_idx')
      .on(table.createdAt)
      .where(sql`${table.chatType} = 'private'`),
  ],
);

export const chatReactions = pgTable(
  'chat_reactions',
  {
    messageId: reference('message_id', () => chatMessages.id, 'cascade').notNull(),
    userId: userRef('user_id', 'cascade').notNull(),
    emoji: text('emoji').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.userId, table.emoji] })],
);

/** The last sequence number a member has read in a room: unread counts survive reloads. */
export const chatReadState = pgTable(
  'chat_read_state',
  {
    userId: userRef('user_id', 'cascade').notNull(),
    roomId: text('room_id').notNull(),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roomId] })],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
