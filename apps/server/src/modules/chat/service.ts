/**
 * Member chat: who may read and write which room, messages stored in order exactly once,
 * receipts, reactions and unread counts. Every change is announced after its commit.
 */
import {
  ADMIN_ROOM,
  COMMUNITY_ROOM,
  chatLimits,
  chatTexts,
  privateRoomId,
  type ChatMessage,
  type ChatType,
  type Reactions,
  type UnreadCounts,
  type messageHistoryQuerySchema,
  type sendMessageInputSchema,
} from '@torch/contract';
import { LRUCache } from 'lru-cache';
import { and, asc, desc, eq, gt, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { canConfirmMessage, canEnterRoom, canUseAdminArea, type Actor } from '../../auth/policies';
import type { Viewer } from '../../auth/sessions';
import type { Database } from '../../db/client';
import {
  chatMessages,
  chatReactions,
  chatReadState,
  chatRooms,
  users,
  type ChatMessageRow,
} from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../http/app-error';
import type { RateLimiter } from '../../plugins/rate-limit';
import { toChatMessageDto, toReactions } from './presenter';

type SendInput = z.output<typeof sendMessageInputSchema>;
type HistoryQuery = z.output<typeof messageHistoryQuerySchema>;

/** What the real-time layer is told once a change is committed. */
export interface ChatAnnouncer {
  messageCreated(message: ChatMessage): void;
  statusUpdated(
    roomId: string,
    status: { messageId: string; delivered: boolean; read: boolean },
  ): void;
  messageRead(roomId: string, receipt: { messageId: string; userId: string }): void;
  reactionsChanged(roomId: string, change: { messageId: string; reactions: Reactions }): void;
}

/** Tells whether an image URL is one of this app's own uploads. */
export type OwnImageCheck = (url: string) => Promise<boolean>;

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** Enough for the messages of the last minutes of a busy church; older ones are read again. */
const RECENTLY_DELIVERED_KEPT = 5_000;

/**
 * Message ids that led nowhere: made-up ids, and messages in rooms someone was refused. A
 * script naming thousands of ids is then answered from memory. Bounded, and forgotten after a
 * while; a message's room never changes, so remembering it is never wrong.
 */
const UNREACHABLE_KEPT = 10_000;
const UNREACHABLE_TTL_MS = 10 * 60_000;
/** Where an unreachable id points: no message at all (null), or a message in this room. */
interface Unreachable {
  roomId: string | null;
}

/**
 * Receipts that the caches cannot answer cost a query each; a member gets this many per
 * window, across all their tabs. A tab confirms what it is sent, and a message is looked up
 * once per instance whoever confirms it first, so only a script naming made-up ids comes near.
 */
export const RECEIPT_LOOKUP_LIMIT = 200;
const RECEIPT_LOOKUP_WINDOW_MS = 10_000;

export class ChatService {
  /** Ids of messages delivered lately; past the bound, the least recently marked go first. */
  private readonly recentlyDelivered = new LRUCache<string, true>({
    max: RECENTLY_DELIVERED_KEPT,
  });
  private readonly deliveriesInFlight = new Map<string, Promise<boolean>>();
  private readonly unreachable = new LRUCache<string, Unreachable>({
    max: UNREACHABLE_KEPT,
    ttl: UNREACHABLE_TTL_MS,
  });

  constructor(
    private readonly db: Database,
    private readonly announce: ChatAnnouncer,
    private readonly limiter: RateLimiter,
    private readonly isOwnImage: OwnImageCheck,
  ) {}

  /** The room a viewer asks for, refused unless the policy lets them in. */
  assertRoom(viewer: Actor, roomId: string): void {
    if (!canEnterRoom(viewer, roomId)) throw forbidden(chatTexts.roomRefused);
  }

  /** The private room of the viewer and another member, who must exist. */
  async privateRoomWith(viewer: Actor, otherUserId: string | null | undefined): Promise<string> {
    return (await this.privateRoomAndRecipient(viewer, otherUserId)).roomId;
  }

  /**
   * The other member as the database spells their id: the database matches a UUID in any
   * letter case, so a room built from what the client typed could be one nobody can open.
   */
  private async privateRoomAndRecipient(
    viewer: Actor,
    otherUserId: string | null | undefined,
  ): Promise<{ roomId: string; recipientId: string }> {
    if (!otherUserId) throw badRequest(chatTexts.recipientRequired, 'recipientId');
    if (!isUuid(otherUserId)) throw notFound(chatTexts.recipientNotFound);
    const [other] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, otherUserId));
    if (!other || other.id === viewer.id) throw notFound(chatTexts.recipientNotFound);
    return { roomId: privateRoomId(viewer.id, other.id), recipientId: other.id };
  }

  /** One page of a room, oldest first: the latest, older than `before`, or newer than `after`. */
  async history(viewer: Actor, roomId: string, query: HistoryQuery): Promise<ChatMessage[]> {
    this.assertRoom(viewer, roomId);
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
    return this.present(rows);
  }

  /**
   * Stores a message and announces it. With a `clientId` the send is idempotent: a retry of a
   * stored message returns it (`created: false`) and stores nothing new.
   */
  async send(
    viewer: Viewer,
    input: SendInput,
  ): Promise<{ message: ChatMessage; created: boolean }> {
    const clientId = input.clientId ?? null;
    if (clientId) {
      const stored = await this.findByClientId(this.db, viewer.id, clientId);
      if (stored) return { message: await this.presentOne(stored), created: false };
    }
    const { roomId, recipientId } = await this.roomForSend(
      viewer,
      input.chatType,
      input.recipientId,
    );
    const content = input.content.trim();
    if (input.isImage && !(await this.isOwnImage(content)))
      throw badRequest(chatTexts.imageNotOurs, 'content');
    const reply = input.replyTo ? await this.replyQuote(roomId, input.replyTo.messageId) : null;

    const outcome = await this.db.transaction(async (tx) => {
      if (clientId) {
        // Retries of one message wait for each other here, so only the first is stored (and
        // counted against the send limit); the others find it.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`chat:${viewer.id}:${clientId}`}))`,
        );
        const stored = await this.findByClientId(tx, viewer.id, clientId);
        if (stored) return { row: stored, created: false };
      }
      await this.limiter.consume(
        [
          {
            key: `chat:send:${viewer.id}`,
            limit: chatLimits.sendBurst,
            windowMs: chatLimits.sendWindowMs,
          },
          {
            key: `chat:send-minute:${viewer.id}`,
            limit: chatLimits.sendSustained,
            windowMs: chatLimits.sendSustainedWindowMs,
          },
        ],
        chatTexts.tooFast,
      );
      // The room row's lock orders concurrent senders: seq follows commit order.
      const [room] = await tx
        .insert(chatRooms)
        .values({ roomId, lastSeq: 1 })
        .onConflictDoUpdate({
          target: chatRooms.roomId,
          set: { lastSeq: sql`${chatRooms.lastSeq} + 1` },
        })
        .returning({ seq: chatRooms.lastSeq });
      const [inserted] = await tx
        .insert(chatMessages)
        .values({
          roomId,
          seq: room!.seq,
          clientId,
          authorId: viewer.id,
          authorName: viewer.fullName,
          authorAvatar: viewer.avatarUrl,
          recipientId,
          chatType: input.chatType,
          content,
          isImage: input.isImage,
          replyToMessageId: reply?.messageId ?? null,
          replyToContent: reply?.content ?? null,
          replyToAuthorName: reply?.authorName ?? null,
        })
        .returning();
      // What you wrote yourself is never unread to you.
      await this.advanceReadState(tx, viewer.id, roomId, inserted!.seq);
      return { row: inserted!, created: true };
    });
    if (!outcome.created) return { message: await this.presentOne(outcome.row), created: false };
    const row = outcome.row;
    const message = toChatMessageDto(row);
    this.announce.messageCreated(message);
    return { message, created: true };
  }

  /**
   * A recipient's client has the message: it shows two grey ticks to its author. In a room of
   * hundreds every member confirms every message and only the first confirmation changes
   * anything, so this instance remembers recent delivered messages and answers the rest without
   * a query (a 200-member room otherwise asks the database for ~4,000 queries a second).
   */
  async markDelivered(viewer: Actor, spelt: string): Promise<void> {
    const messageId = spelt.toLowerCase();
    if (this.recentlyDelivered.has(messageId)) return;
    this.refuseKnownUnreachable(viewer, messageId);
    // The other members' confirmations arrive together: they wait for the first one's write.
    const earlier = this.deliveriesInFlight.get(messageId);
    if (earlier) {
      if (await earlier) return;
      // The first lookup may have just learnt that the id leads nowhere.
      this.refuseKnownUnreachable(viewer, messageId);
    }
    // In flight from the start, budget check included, so receipts naming the same id wait for
    // this one instead of each spending the budget and a query.
    const attempt = this.mayLookUpReceipt(viewer).then(async (allowed) => {
      if (!allowed) return false;
      await this.deliver(viewer, messageId);
      return true;
    });
    const succeeded = attempt.then(
      (delivered) => delivered,
      () => false,
    );
    this.deliveriesInFlight.set(messageId, succeeded);
    void succeeded.then(() => {
      if (this.deliveriesInFlight.get(messageId) === succeeded) {
        this.deliveriesInFlight.delete(messageId);
      }
    });
    await attempt;
  }

  private async deliver(viewer: Actor, messageId: string): Promise<void> {
    const message = await this.confirmable(viewer, messageId);
    const [changed] = await this.db
      .update(chatMessages)
      .set({ delivered: true })
      .where(and(eq(chatMessages.id, message.id), eq(chatMessages.delivered, false)))
      .returning({ id: chatMessages.id, read: chatMessages.read });
    this.recentlyDelivered.set(message.id, true);
    if (changed)
      this.announce.statusUpdated(message.roomId, {
        messageId: changed.id,
        delivered: true,
        read: changed.read,
      });
  }

  /**
   * A member has read a message, and so everything before it in the room: those turn blue for
   * their authors, and the member's unread count for the room drops to what came after.
   */
  async markRead(viewer: Actor, messageId: string): Promise<ChatMessage> {
    const message = await this.confirmable(viewer, messageId);
    const changed = await this.db.transaction(async (tx) => {
      await this.advanceReadState(tx, viewer.id, message.roomId, message.seq);
      return tx
        .update(chatMessages)
        .set({ delivered: true, read: true })
        .where(
          and(
            eq(chatMessages.roomId, message.roomId),
            lte(chatMessages.seq, message.seq),
            ne(chatMessages.authorId, viewer.id),
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
    return this.presentOne(fresh!);
  }

  /** One reaction per member per emoji: the same emoji again takes it back. */
  async toggleReaction(viewer: Actor, messageId: string, emoji: string): Promise<ChatMessage> {
    const message = await this.visibleMessage(viewer, messageId);
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
    const presented = await this.presentOne(message);
    this.announce.reactionsChanged(message.roomId, {
      messageId: message.id,
      reactions: presented.reactions,
    });
    return presented;
  }

  /** Messages from others after the last one the viewer read, per room they belong to. */
  async unreadCounts(viewer: Actor): Promise<UnreadCounts> {
    const rooms = [
      eq(chatMessages.roomId, COMMUNITY_ROOM),
      eq(chatMessages.recipientId, viewer.id),
    ];
    if (canUseAdminArea(viewer)) rooms.push(eq(chatMessages.roomId, ADMIN_ROOM));
    const rows = await this.db
      .select({ roomId: chatMessages.roomId, unread: sql<number>`count(*)::int` })
      .from(chatMessages)
      .leftJoin(
        chatReadState,
        and(eq(chatReadState.roomId, chatMessages.roomId), eq(chatReadState.userId, viewer.id)),
      )
      .where(
        and(
          or(...rooms),
          ne(chatMessages.authorId, viewer.id),
          gt(chatMessages.seq, sql`coalesce(${chatReadState.lastReadSeq}, 0)`),
        ),
      )
      .groupBy(chatMessages.roomId);
    return Object.fromEntries(rows.map((row) => [row.roomId, Number(row.unread)]));
  }

  private async roomForSend(
    viewer: Actor,
    chatType: ChatType,
    recipientId: string | null | undefined,
  ): Promise<{ roomId: string; recipientId: string | null }> {
    if (chatType === 'private') return this.privateRoomAndRecipient(viewer, recipientId);
    const roomId = chatType === 'admin' ? ADMIN_ROOM : COMMUNITY_ROOM;
    this.assertRoom(viewer, roomId);
    return { roomId, recipientId: null };
  }

  /** The quoted message must be in the same room; its preview is taken from what is stored. */
  private async replyQuote(roomId: string, messageId: string) {
    const quoted = isUuid(messageId)
      ? (
          await this.db
            .select()
            .from(chatMessages)
            .where(and(eq(chatMessages.id, messageId), eq(chatMessages.roomId, roomId)))
        )[0]
      : undefined;
    if (!quoted) throw badRequest(chatTexts.replyNotFound, 'replyTo');
    return {
      messageId: quoted.id,
      content: quoted.isImage ? 'Image' : quoted.content.slice(0, chatLimits.replyPreviewLength),
      authorName: quoted.authorName,
    };
  }

  /** A message the viewer may see; any other is "not found", so ids reveal nothing. */
  private async visibleMessage(viewer: Actor, spelt: string): Promise<ChatMessageRow> {
    const messageId = spelt.toLowerCase();
    this.refuseKnownUnreachable(viewer, messageId);
    const [row] = isUuid(messageId)
      ? await this.db.select().from(chatMessages).where(eq(chatMessages.id, messageId))
      : [];
    if (!row || !canEnterRoom(viewer, row.roomId)) {
      // Not a UUID costs no query, so there is nothing to remember.
      if (isUuid(messageId)) this.unreachable.set(messageId, { roomId: row?.roomId ?? null });
      throw notFound(chatTexts.messageNotFound);
    }
    return row;
  }

  /**
   * "Not found" without a query for an id already known to lead nowhere for this viewer. The
   * room is checked again each time: a member made admin may now read the admin room.
   */
  private refuseKnownUnreachable(viewer: Actor, messageId: string): void {
    const known = this.unreachable.get(messageId);
    if (known && (known.roomId === null || !canEnterRoom(viewer, known.roomId)))
      throw notFound(chatTexts.messageNotFound);
  }

  /**
   * Whether a receipt the caches could not answer may cost a query. Past the member's budget
   * (counted across all their tabs, on every instance when Redis is there) it is dropped: a
   * delivery tick is a courtesy, and reading the message over HTTP settles it anyway.
   */
  private async mayLookUpReceipt(viewer: Actor): Promise<boolean> {
    try {
      await this.limiter.consume([
        {
          key: `chat:receipt-lookup:${viewer.id}`,
          limit: RECEIPT_LOOKUP_LIMIT,
          windowMs: RECEIPT_LOOKUP_WINDOW_MS,
        },
      ]);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 429) return false;
      throw error;
    }
  }

  private async confirmable(viewer: Actor, messageId: string): Promise<ChatMessageRow> {
    const row = await this.visibleMessage(viewer, messageId);
    if (!canConfirmMessage(viewer, row)) throw forbidden(chatTexts.ownMessage);
    return row;
  }

  private async findByClientId(db: Pick<Database, 'select'>, authorId: string, clientId: string) {
    const [row] = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.authorId, authorId), eq(chatMessages.clientId, clientId)));
    return row;
  }

  private async advanceReadState(
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

  private async presentOne(row: ChatMessageRow): Promise<ChatMessage> {
    const [message] = await this.present([row]);
    return message!;
  }

  /** Rows with their reactions, read in one query for the whole page. */
  private async present(rows: ChatMessageRow[]): Promise<ChatMessage[]> {
    if (rows.length === 0) return [];
    const reactions = await this.db
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
}
