/**
 * Socket.IO room names. A member's sockets join their audiences when they connect (every
 * member hears `community`, admins hear `admin`, each member hears their own `user:` room, which
 * carries their private messages); `join-room` adds the conversation on screen, which is where
 * typing indicators go.
 */
import { ADMIN_ROOM, COMMUNITY_ROOM, privateRoomMembers } from '@torch/contract';

/** Every socket is in this room: what is sent here is public. */
export const PUBLIC_ROOM = 'public';
/** Every signed-in member's sockets: the community chat and presence. */
export const MEMBERS_ROOM = `chat:${COMMUNITY_ROOM}`;
export const ADMINS_ROOM = `chat:${ADMIN_ROOM}`;

/** All sockets of one member, on every instance. */
export const userRoom = (userId: string) => `user:${userId}`;

/** The sockets that show this conversation right now. */
export const focusRoom = (roomId: string) => `focus:${roomId}`;

/** Who hears about a chat room's messages, receipts and reactions. */
export function chatAudience(roomId: string): string[] {
  if (roomId === COMMUNITY_ROOM) return [MEMBERS_ROOM];
  if (roomId === ADMIN_ROOM) return [ADMINS_ROOM];
  const members = privateRoomMembers(roomId);
  return members ? members.map(userRoom) : [];
}
