/** The one place a stored chat message becomes the API's and the socket's message shape. */
import type { ChatMessage, Reactions } from '@torch/contract';
import type { ChatMessageRow } from '../../db/schema';

export interface ReactionRow {
  messageId: string;
  emoji: string;
  userId: string;
}

/** Emoji → {count, userIds}, in the order the emoji were first used. */
export function toReactions(rows: ReactionRow[]): Reactions {
  const reactions: Reactions = {};
  for (const row of rows) {
    const entry = (reactions[row.emoji] ??= { count: 0, userIds: [] });
    entry.count += 1;
    entry.userIds.push(row.userId);
  }
  return reactions;
}

export function toChatMessageDto(row: ChatMessageRow, reactions: Reactions = {}): ChatMessage {
  return {
    _id: row.id,
    seq: row.seq,
    roomId: row.roomId,
    clientId: row.clientId,
    content: row.content,
    authorId: row.authorId,
    authorName: row.authorName,
    authorAvatar: row.authorAvatar,
    recipientId: row.recipientId,
    chatType: row.chatType,
    isImage: row.isImage,
    replyTo: row.replyToMessageId
      ? {
          messageId: row.replyToMessageId,
          content: row.replyToContent ?? '',
          authorName: row.replyToAuthorName ?? '',
        }
      : null,
    reactions,
    created_at: row.createdAt.toISOString(),
    delivered: row.delivered,
    read: row.read,
  };
}
