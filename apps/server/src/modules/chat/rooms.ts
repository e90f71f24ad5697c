/** Which room a chat request is about, and whether the viewer may be there (docs/product.md#chat). */
import {
  ADMIN_ROOM,
  COMMUNITY_ROOM,
  chatTexts,
  privateRoomId,
  type ChatType,
} from '@torch/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { canEnterRoom, type Actor } from '../../auth/policies';
import type { Database } from '../../db/client';
import { chatMessages, users } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../http/app-error';

export const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The room a viewer asks for, refused unless the policy lets them in. */
export function assertRoom(viewer: Actor, roomId: string): void {
  if (!canEnterRoom(viewer, roomId)) throw forbidden(chatTexts.roomRefused);
}

/**
 * The private room of the viewer and another member, who must exist, and the other member as
 * the database spells their id: the database matches a UUID in any letter case, so a room
 * built from what the client typed could be one nobody can open.
 */
export async function privateRoomAndRecipient(
  db: Database,
  viewer: Actor,
  otherUserId: string | null | undefined,
): Promise<{ roomId: string; recipientId: string }> {
  if (!otherUserId) throw badRequest(chatTexts.recipientRequired, 'recipientId');
  if (!isUuid(otherUserId)) throw notFound(chatTexts.recipientNotFound);
  const [other] = await db.select({ id: users.id }).from(users).where(eq(users.id, otherUserId));
  if (!other || other.id === viewer.id) throw notFound(chatTexts.recipientNotFound);
  return { roomId: privateRoomId(viewer.id, other.id), recipientId: other.id };
}

/**
 * The private room to read with another member: theirs while they have an account, and, once
 * they closed it, still the room of the messages left behind (docs/security.md#closing-an-account).
 */
export async function privateRoomToRead(
  db: Database,
  viewer: Actor,
  otherUserId: string | null | undefined,
): Promise<string> {
  try {
    return (await privateRoomAndRecipient(db, viewer, otherUserId)).roomId;
  } catch (error) {
    if (!otherUserId || !isUuid(otherUserId) || !(error instanceof AppError)) throw error;
    const roomId = privateRoomId(viewer.id, otherUserId);
    const [left] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.roomId, roomId))
      .limit(1);
    if (!left || error.statusCode !== 404) throw error;
    return roomId;
  }
}

/** Where a new message goes: the community, the admins' room, or a private room. */
export async function roomForSend(
  db: Database,
  viewer: Actor,
  chatType: ChatType,
  recipientId: string | null | undefined,
): Promise<{ roomId: string; recipientId: string | null }> {
  if (chatType === 'private') return privateRoomAndRecipient(db, viewer, recipientId);
  const roomId = chatType === 'admin' ? ADMIN_ROOM : COMMUNITY_ROOM;
  assertRoom(viewer, roomId);
  return { roomId, recipientId: null };
}
