/**
 * Socket events as typed maps (docs/product.md#socket-events), plus the prayer wall's live updates.
 */
import type { ChatMessage, Reactions } from './chat';
import type { ChurchSettings } from './church-settings';
import type { PublicPrayerRequest } from './community';

export const socketEvents = {
  prayerRequestCreated: 'prayer-request-created',
  prayerRequestUpdated: 'prayer-request-updated',
  prayerRequestRemoved: 'prayer-request-removed',
  churchUpdated: 'church-updated',
} as const;

export interface ServerToClientEvents {
  /** A new public prayer request, for every open prayer wall. */
  'prayer-request-created': (request: PublicPrayerRequest) => void;
  /** A public request changed (answered or not), or an admin made a private one public. */
  'prayer-request-updated': (request: PublicPrayerRequest) => void;
  /** A request left the wall: deleted, or made private. Only its id goes out. */
  'prayer-request-removed': (payload: { _id: string }) => void;
  'new-message': (message: ChatMessage) => void;
  'message-read': (payload: { messageId: string; userId: string }) => void;
  'message-status-updated': (payload: {
    messageId: string;
    delivered: boolean;
    read: boolean;
  }) => void;
  'user-typing': (payload: { userId: string; userName: string; chatId: string }) => void;
  /** `chatId` is ours: the original event carried only the user id. */
  'user-stopped-typing': (payload: { userId: string; chatId: string }) => void;
  /** `fullName` and `avatarUrl` are ours, so a client adds the person without a fetch. */
  'user-online': (payload: { userId: string; fullName: string; avatarUrl: string | null }) => void;
  'user-offline': (payload: { userId: string; lastSeen: string }) => void;
  'user-activity': (payload: { userId: string }) => void;
  'reaction-added': (payload: { messageId: string; roomId: string; reactions: Reactions }) => void;
  /** A Super-Admin saved the church's settings: every open page shows them (ours). */
  'church-updated': (settings: ChurchSettings) => void;
  /** A refused request (a room the member may not enter, a flood); nothing else happened. */
  error: (payload: { message: string }) => void;
}

/** Someone in the chat now, as the socket tells it (docs/product.md#socket-events). */
export interface OnlineMember {
  id: string;
  fullName: string;
  avatarUrl: string | null;
}

export interface ClientToServerEvents {
  /** Who is in the chat now, answered through the acknowledgement (members only). */
  'online-members': (ack: (members: OnlineMember[]) => void) => void;
  'join-room': (roomId: string) => void;
  'leave-room': (roomId: string) => void;
  'message-delivered': (messageId: string) => void;
  'user-typing': (payload: { chatId: string; userName?: string }) => void;
  'user-stopped-typing': (payload: { chatId: string }) => void;
  'user-activity': () => void;
  'message-reaction': (payload: { messageId: string; emoji: string }) => void;
}
