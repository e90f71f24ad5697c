/**
 * `GET /api/messages/conversations`: the member's private conversations, the most recent first
 * (docs/product.md#chat-api), so a large church's chat sidebar lists the people one talks to
 * without loading the whole directory.
 */
import { z } from 'zod';
import { pageQuerySchema } from './http/page';

/** An unread count stops here: the sidebar shows "99+" and no count scans a whole history. */
export const UNREAD_COUNT_CAP = 100;

export const conversationSchema = z.object({
  /** The private room's id (`privateRoomId`). */
  roomId: z.string(),
  other: z.object({
    id: z.string(),
    fullName: z.string(),
    avatarUrl: z.string().nullable(),
    online: z.boolean(),
  }),
  lastMessage: z.object({
    id: z.string(),
    /** The text's first characters, or "Image" for a picture. */
    preview: z.string(),
    isImage: z.boolean(),
    createdAt: z.string(),
    /** Whether the caller wrote it. */
    mine: z.boolean(),
  }),
  /** Messages from the other person not read yet, at most UNREAD_COUNT_CAP. */
  unread: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationsQuerySchema = pageQuerySchema;

/** How much of the last message a conversation shows. */
export const CONVERSATION_PREVIEW_LENGTH = 80;
