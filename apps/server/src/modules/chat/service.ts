/**
 * Member chat: who may read and write which room, messages stored in order exactly once,
 * receipts, reactions and unread counts. Every change is announced after its commit.
 */
import {
  type ChatMessage,
  type Conversation,
  type Page,
  type PageQuery,
  type UnreadCounts,
  type messageHistoryQuerySchema,
  type sendMessageInputSchema,
} from '@torch/contract';
import { and, asc, desc, eq, gt, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import { canUseAdminArea, type Actor } from '../../auth/policies';
import type { Viewer } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { chatMessages, chatReactions, type ChatMessageRow } from '../../db/schema';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { ChatAnnouncer } from '../../realtime/announcer';
import { conversationsPage, unreadCounts } from './conversations';
import { DeliveryReceipts } from './delivery-receipts';
import { MessageAccess } from './message-access';
import { MessageSender, type ChatNotices, type OwnImageCheck } from './message-sender';
import { advanceReadState, presentMessage, presentMessages } from './message-store';
import { assertRoom, privateRoomToRead } from './rooms';

export type { ChatAnnouncer } from '../../realtime/announcer';
export type { OwnImageCheck } from './message-sender';
export { RECEIPT_LOOKUP_LIMIT } from './delivery-receipts';

type HistoryQuery = z.output<typeof messageHistoryQuerySchema>;

export class ChatService {
  private readonly access: MessageAccess;
  private readonly receipts: DeliveryReceipts;
  private readonly sender: MessageSender;

  constructor(
    private readonly db: Database,
    private readonly announce: ChatAnnouncer,
    limiter: RateLimiter,
    images: { isOwnImage: OwnImageCheck },
    notices?: ChatNotices,
  ) {
    this.access = new MessageAccess(db);
    this.receipts = new DeliveryReceipts(db, this.access, limiter, announce);
    this.sender = new MessageSender(db, announce, limiter, images, notices);
  }

  /** The room a viewer asks for, refused unless the policy lets them in. */
  assertRoom(viewer: Actor, roomId: string): void {
    assertRoom(viewer, roomId);
  }

  /** The private room of the viewer and another member (or a former member's, to read). */
  privateRoomWith(viewer: Actor, otherUserId: string | null | undefined): Promise<string> {
    return privateRoomToRead(this.db, viewer, otherUserId);
  }

  /** One page of a room, oldest first: the latest, older than `before`, or newer than `after`. */
  async history(viewer: Actor, roomId: string, query: HistoryQuery): Promise<ChatMessage[]> {
    assertRoom(viewer, roomId);
    const inRoom = eq(chatMessages.roomId, roomId);
    let rows: ChatMessageRow[];
    if (query.after !== undefined) {
      rows = await this.db
        .select()
        .from(chatMessages)
        .where(and(inRoom, gt(chatMessages.seq, query.after)))
        .orderBy(asc(chatMessages.seq))
        .limit(query.limit);
    } else {
      rows = await this.db
        .select()
        .from(chatMessages)
        .where(
          query.before !== undefined ? and(inRoom, lt(chatMessages.seq, query.before)) : inRoom,
        )
        .orderBy(desc(chatMessages.seq))
        .limit(query.limit);
      rows.reverse();
    }
    return presentMessages(this.db, rows);
  }

  /** Stores a message and announces it; a retry of a stored `clientId` is `created: false`. */
  send(
    viewer: Viewer,
    input: z.output<typeof sendMessageInputSchema>,
  ): Promise<{ message: ChatMessage; created: boolean }> {
    return this.sender.send(viewer, input);
  }

  /** A recipient's client has the message: it shows two grey ticks to its author. */
  markDelivered(viewer: Actor, messageId: string): Promise<void> {
    return this.receipts.markDelivered(viewer, messageId);
  }

  /**
   * A member has read a message, and so everything before it in the room: those turn blue for
   * their authors, and the member's unread count for the room drops to what came after.
   */
  async markRead(viewer: Actor, messageId: string): Promise<ChatMessage> {
    const message = await this.access.confirmable(viewer, messageId);
    const changed = await this.db.transaction(async (tx) => {
      await advanceReadState(tx, viewer.id, message.roomId, message.seq);
      return tx
        .update(chatMessages)
        .set({ delivered: true, read: true })
        .where(
          and(
            eq(chatMessages.roomId, message.roomId),
            lte(chatMessages.seq, message.seq),
            // A former member's messages (no author) are someone else's too.
            or(isNull(chatMessages.authorId), ne(chatMessages.authorId, viewer.id)),
            eq(chatMessages.read, false),
          ),
        )
        .returning({ id: chatMessages.id });
    });
    for (const { id } of changed) {
      this.announce.messageRead(message.roomId, { messageId: id, userId: viewer.id });
      this.announce.statusUpdated(message.roomId, { messageId: id, delivered: true, read: true });
    }
    const [fresh] = await this.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, message.id));
    return presentMessage(this.db, fresh!);
  }

  /** One reaction per member per emoji: the same emoji again takes it back. */
  async toggleReaction(viewer: Actor, messageId: string, emoji: string): Promise<ChatMessage> {
    const message = await this.access.visibleMessage(viewer, messageId);
    await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(chatReactions)
        .where(
          and(
            eq(chatReactions.messageId, message.id),
            eq(chatReactions.userId, viewer.id),
            eq(chatReactions.emoji, emoji),
          ),
        )
        .returning({ emoji: chatReactions.emoji });
      if (removed.length === 0)
        await tx
          .insert(chatReactions)
          .values({ messageId: message.id, userId: viewer.id, emoji })
          .onConflictDoNothing();
    });
    const presented = await presentMessage(this.db, message);
    this.announce.reactionsChanged(message.roomId, {
      messageId: message.id,
      reactions: presented.reactions,
    });
    return presented;
  }

  /** The viewer's private conversations, the most recent first. */
  conversations(viewer: Actor, query: PageQuery, online: Set<string>): Promise<Page<Conversation>> {
    return conversationsPage(this.db, viewer.id, query, online);
  }

  /** Messages from others after the last one the viewer read, per room, each at most 100. */
  unreadCounts(viewer: Actor): Promise<UnreadCounts> {
    return unreadCounts(this.db, viewer.id, canUseAdminArea(viewer));
  }
}
