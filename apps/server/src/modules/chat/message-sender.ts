/**
 * Sending a message: stored in its room's order exactly once, then announced. With a
 * `clientId` the send is idempotent: a retry of a stored message returns it and stores nothing.
 */
import {
  chatLimits,
  chatTexts,
  type ChatMessage,
  type sendMessageInputSchema,
} from '@torch/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { chatMessages, chatRooms } from '../../db/schema';
import { badRequest } from '../../http/app-error';
import { readChurchSettings } from '../church/settings-reader';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { ChatAnnouncer } from '../../realtime/announcer';
import { mentionedMembers } from './mentions';
import { advanceReadState, findByClientId, presentMessage } from './message-store';
import { toChatMessageDto } from './presenter';
import { isUuid, roomForSend } from './rooms';

type SendInput = z.output<typeof sendMessageInputSchema>;

/** Who is told of a new message beyond the room (docs/notifications.md#web-push). */
export interface ChatNotices {
  messageSent(message: {
    /** The room it was sent in: only members who may enter it now are told. */
    roomId: string;
    authorId: string;
    authorName: string;
    /** The other member of a private conversation. */
    recipientId: string | null;
    /** The author of the message this one replies to. */
    repliedToId: string | null;
    /** Members named after an `@` in a room message (./mentions.ts). */
    mentionedIds: string[];
    text: string;
  }): void;
}

/** Tells whether an image URL is one of this app's own uploads. */
export type OwnImageCheck = (url: string) => Promise<boolean>;

export class MessageSender {
  constructor(
    private readonly db: Database,
    private readonly announce: ChatAnnouncer,
    private readonly limiter: RateLimiter,
    private readonly images: { isOwnImage: OwnImageCheck },
    private readonly notices?: ChatNotices,
  ) {}

  async send(
    viewer: Viewer,
    input: SendInput,
  ): Promise<{ message: ChatMessage; created: boolean }> {
    const clientId = input.clientId ?? null;
    if (clientId) {
      const stored = await findByClientId(this.db, viewer.id, clientId);
      if (stored) return { message: await presentMessage(this.db, stored), created: false };
    }
    const { roomId, recipientId } = await roomForSend(
      this.db,
      viewer,
      input.chatType,
      input.recipientId,
    );
    const content = input.content.trim();
    if (input.isImage && !(await this.images.isOwnImage(content)))
      throw badRequest(
        chatTexts.imageNotOurs((await readChurchSettings(this.db)).shortName),
        'content',
      );
    const reply = input.replyTo ? await this.replyQuote(roomId, input.replyTo.messageId) : null;

    const outcome = await this.db.transaction(async (tx) => {
      if (clientId) {
        // Retries of one message wait for each other here, so only the first is stored (and
        // counted against the send limit); the others find it.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`chat:${viewer.id}:${clientId}`}))`,
        );
        const stored = await findByClientId(tx, viewer.id, clientId);
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
      await advanceReadState(tx, viewer.id, roomId, inserted!.seq);
      return { row: inserted!, created: true };
    });
    if (!outcome.created)
      return { message: await presentMessage(this.db, outcome.row), created: false };
    const message = toChatMessageDto(outcome.row);
    this.announce.messageCreated(message);
    if (this.notices)
      void this.tellOthers(this.notices, viewer, input, { roomId, recipientId }, reply);
    return { message, created: true };
  }

  /** After the answer: finding who is mentioned never delays the sender. */
  private async tellOthers(
    notices: ChatNotices,
    viewer: Viewer,
    input: SendInput,
    { roomId, recipientId }: { roomId: string; recipientId: string | null },
    reply: { authorId: string | null } | null,
  ): Promise<void> {
    const text = input.isImage ? 'Sent a picture' : input.content.trim();
    // A failed lookup costs the mentions' pushes, never the private or reply ones.
    const mentionedIds = input.isImage
      ? []
      : await mentionedMembers(this.db, {
          chatType: input.chatType,
          authorId: viewer.id,
          text,
        }).catch(() => []);
    notices.messageSent({
      roomId,
      authorId: viewer.id,
      authorName: viewer.fullName,
      recipientId,
      repliedToId: reply?.authorId ?? null,
      mentionedIds,
      text,
    });
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
      authorId: quoted.authorId,
    };
  }
}
