/**
 * Member chat (docs/product.md#chat): messages, rooms, reactions and the limits both
 * sides keep. What we add beyond the original API (`clientId`, `seq`, cursors) is optional
 * on the way in, so a client that sends only what the original API listed still works.
 */
import { z } from 'zod';

export const chatTypes = ['community', 'admin', 'private'] as const;
export const chatTypeSchema = z.enum(chatTypes);
export type ChatType = z.infer<typeof chatTypeSchema>;

export const COMMUNITY_ROOM = 'community';
export const ADMIN_ROOM = 'admin';

export const chatLimits = {
  maxContentLength: 4000,
  /** History page size by default and at most. */
  pageSize: 50,
  maxPageSize: 100,
  /**
   * A lively room sends 20 quick messages in a few seconds from one person ('Amen!', emoji,
   * short replies), so a burst of 30 in 10 s passes; the minute's budget of 60 keeps a script
   * to one message a second after that (docs/decisions/020-chat-bursts-and-phone-overlays.md).
   */
  sendBurst: 30,
  sendWindowMs: 10_000,
  sendSustained: 60,
  sendSustainedWindowMs: 60_000,
  replyPreviewLength: 50,
  maxImageBytes: 5_242_880,
  /** Client timings (docs/product.md#chat). */
  typingThrottleMs: 1000,
  typingIdleMs: 2000,
  typingExpiryMs: 3000,
  activityPingMs: 30_000,
  readDelayMs: 1000,
  pollMs: 5000,
  scrollToBottomPx: 150,
} as const;

export const chatTexts = {
  empty: 'No messages yet. Start the conversation!',
  sendFailed: 'Failed to send message',
  reactionFailed: 'Failed to add reaction.',
  uploadFailed: 'Failed to upload image.',
  imageTooLarge: 'Image file is too large. Please use a file under 5MB.',
  /** Also for a file whose bytes are not one of the four types, whatever its name says. */
  notAnImage: 'That file is not an image we can send. Choose a JPEG, PNG, WebP or GIF.',
  uploadNeedsLogin: 'You must be logged in to upload images.',
  blank: 'Message cannot be empty',
  tooFast: 'You are sending messages too quickly. Please wait a moment.',
  roomRefused: 'You cannot enter this conversation.',
  messageNotFound: 'Message not found',
  /** Named for the church whose uploads the chat takes (its short name, from the settings). */
  imageNotOurs: (shortName: string) => `Images must be uploaded to ${shortName} first.`,
  recipientRequired: 'Choose who to send a private message to.',
  recipientNotFound: 'That member could not be found.',
  replyNotFound: 'The message you replied to is not in this conversation.',
  ownMessage: 'You cannot confirm your own message.',
  tooManyConnections: 'Too many connections: close another tab and try again.',
} as const;

/**
 * A private room's id: the two user ids sorted and joined by a dash. Ids are
 * lower-cased first: a UUID typed in capitals names the same member, so it must name the same
 * room (otherwise a message lands in a room its recipient can never open).
 */
export function privateRoomId(userA: string, userB: string): string {
  return [userA.toLowerCase(), userB.toLowerCase()].sort().join('-');
}

const uuidLength = 36;
/** The two members of a private room id, or null when it is not one. */
export function privateRoomMembers(roomId: string): [string, string] | null {
  if (roomId.length !== uuidLength * 2 + 1 || roomId[uuidLength] !== '-') return null;
  const first = roomId.slice(0, uuidLength);
  const second = roomId.slice(uuidLength + 1);
  const uuid = z.uuid();
  if (!uuid.safeParse(first).success || !uuid.safeParse(second).success) return null;
  if (first >= second) return null;
  return [first, second];
}

/**
 * The one spelling of a room id a client sent: a private room's two ids in any letter case or
 * order become the canonical lower-case, sorted id; anything else is returned as it is.
 */
export function canonicalRoomId(roomId: string): string {
  if (roomId.length !== uuidLength * 2 + 1 || roomId[uuidLength] !== '-') return roomId;
  const first = roomId.slice(0, uuidLength);
  const second = roomId.slice(uuidLength + 1);
  const uuid = z.uuid();
  if (!uuid.safeParse(first).success || !uuid.safeParse(second).success) return roomId;
  return privateRoomId(first, second);
}

export const roomIdSchema = z.string().min(1).max(80);

/** Emoji pieces only, and at least one picture or flag (digits and # are emoji pieces too). */
const emojiPattern =
  /^(?=.*(?:\p{Extended_Pictographic}|\p{Regional_Indicator}))(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f|\u20e3)+$/u;
export const emojiSchema = z
  .string({ error: 'Choose an emoji' })
  .min(1, { error: 'Choose an emoji' })
  .max(32, { error: 'Choose an emoji' })
  .regex(emojiPattern, { error: 'Choose an emoji' });

/**
 * Who wrote a message whose author closed their account (docs/security.md#closing-an-account):
 * the message stays, with this name and no picture.
 */
export const FORMER_MEMBER_NAME = 'Former member';

export const replyToSchema = z.object({
  messageId: z.string(),
  content: z.string(),
  authorName: z.string(),
});
export type ReplyTo = z.infer<typeof replyToSchema>;

/** Emoji → how many reacted, and who (so a member sees their own chip highlighted). */
export const reactionsSchema = z.record(
  z.string(),
  z.object({ count: z.number().int(), userIds: z.array(z.string()) }),
);
export type Reactions = z.infer<typeof reactionsSchema>;

export const chatMessageSchema = z.object({
  _id: z.string(),
  /** The room's own order: 1, 2, 3… with no repeats; the client sorts and merges by it. */
  seq: z.number().int(),
  roomId: z.string(),
  clientId: z.string().nullable(),
  content: z.string(),
  /** Null once the author closed their account: the name is then FORMER_MEMBER_NAME. */
  authorId: z.string().nullable(),
  authorName: z.string(),
  authorAvatar: z.string().nullable(),
  recipientId: z.string().nullable(),
  chatType: chatTypeSchema,
  isImage: z.boolean(),
  replyTo: replyToSchema.nullable(),
  reactions: reactionsSchema,
  created_at: z.string(),
  delivered: z.boolean(),
  read: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * POST /api/messages. `authorId`, `authorName` and `authorAvatar` are accepted for older
 * clients and ignored: the author is whoever the token says.
 */
export const sendMessageInputSchema = z
  .object({
    content: z.string({ error: chatTexts.blank }).max(chatLimits.maxContentLength, {
      error: `Message must be at most ${chatLimits.maxContentLength} characters`,
    }),
    chatType: chatTypeSchema.default('community'),
    recipientId: z.string().nullish(),
    isImage: z.boolean().default(false),
    replyTo: z
      .object({ messageId: z.string().min(1).max(80) })
      .loose()
      .nullish(),
    /** Chosen by the client once per message; a retry with the same id stores nothing new. */
    clientId: z.string().min(1).max(80).nullish(),
  })
  .refine((input) => input.content.trim().length > 0, {
    error: chatTexts.blank,
    path: ['content'],
  });
export type SendMessageInput = z.input<typeof sendMessageInputSchema>;

export const reactionInputSchema = z.object({ emoji: emojiSchema });

const cursor = z.coerce.number().int().min(0).optional();
/** History: the latest page by default; `before` pages back, `after` catches up. */
export const messageHistoryQuerySchema = z.object({
  before: cursor,
  after: cursor,
  limit: z.coerce.number().int().min(1).max(chatLimits.maxPageSize).default(chatLimits.pageSize),
});
export const privateHistoryQuerySchema = messageHistoryQuerySchema.extend({
  userId: z.string({ error: chatTexts.recipientRequired }).min(1, chatTexts.recipientRequired),
});

/** GET /api/messages/unread: room id → messages from others not read yet. */
export const unreadCountsSchema = z.record(z.string(), z.number().int());
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** A member as the chat's directory shows them (no e-mail address of anyone else). */
export const chatMemberSchema = z.object({
  id: z.string(),
  _id: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(['User', 'Admin', 'Super-Admin']),
  createdAt: z.string(),
  online: z.boolean(),
  lastSeen: z.string().nullable(),
});
export type ChatMember = z.infer<typeof chatMemberSchema>;

/** Socket payloads the server checks before acting on them. */
export const socketPayloads = {
  roomId: roomIdSchema,
  messageId: z.string().min(1).max(80),
  typing: z.object({ chatId: roomIdSchema, userName: z.string().max(200).optional() }),
  stoppedTyping: z.object({ chatId: roomIdSchema }),
  reaction: z.object({ messageId: z.string().min(1).max(80), emoji: emojiSchema }),
  /** `user-activity` carries nothing worth reading. */
  activity: z.unknown(),
} as const;

/**
 * Merges messages into a room's list by id, in sequence order: what arrives twice (a socket
 * event and a catch-up page, a retried send) is kept once, a newer copy (reactions) replaces
 * the older, receipts never go back (a late answer to a send must not undo a "read" that
 * arrived first), and nothing is reordered by arrival.
 */
export function mergeChatMessages<
  M extends { _id: string; seq: number; delivered?: boolean; read?: boolean },
>(current: readonly M[], incoming: readonly M[]): M[] {
  if (incoming.length === 0) return current as M[];
  const byId = new Map(current.map((message) => [message._id, message]));
  for (const message of incoming) {
    const held = byId.get(message._id);
    byId.set(
      message._id,
      held && (held.delivered || held.read)
        ? {
            ...message,
            delivered: Boolean(held.delivered || message.delivered),
            read: Boolean(held.read || message.read),
          }
        : message,
    );
  }
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}
