/**
 * The one way a module tells connected clients that something happened. Modules call a method
 * named for the event; which room hears it, and on which instance, is decided here.
 * See docs/decisions/023-one-module-shape.md.
 */
import {
  type OnlineMember,
  socketEvents,
  type ChatMessage,
  type ChurchSettings,
  type PublicPrayerRequest,
  type Reactions,
} from '@torch/contract';
import { ADMINS_ROOM, MEMBERS_ROOM, PUBLIC_ROOM, chatAudience, userRoom } from './rooms';
import type { TorchSocketServer } from './socket-server';

/** What the chat tells the real-time layer once a change is committed. */
export interface ChatAnnouncer {
  messageCreated(message: ChatMessage): void;
  statusUpdated(
    roomId: string,
    status: { messageId: string; delivered: boolean; read: boolean },
  ): void;
  messageRead(roomId: string, receipt: { messageId: string; userId: string }): void;
  reactionsChanged(roomId: string, change: { messageId: string; reactions: Reactions }): void;
}

/** Who is in the chat: told to every member's sockets. */
export interface PresenceAnnouncer {
  memberOnline(member: OnlineMember): void;
  memberOffline(userId: string, lastSeen: Date): void;
  memberActive(userId: string): void;
}

/** An account changed in a way its open sockets must follow. */
export interface MembershipAnnouncer {
  /** A changed role moves every socket of the member, on every instance, in or out of the admins' audience. */
  membershipChanged(userId: string, isAdmin: boolean): void;
}

export class Announcer implements ChatAnnouncer, PresenceAnnouncer, MembershipAnnouncer {
  constructor(private readonly io: TorchSocketServer) {}

  /** Saved church settings reach every open page, on every instance. */
  churchUpdated(settings: ChurchSettings): void {
    this.io.emit(socketEvents.churchUpdated, settings);
  }

  /** A new public prayer request reaches every open prayer wall. */
  prayerRequestCreated(request: PublicPrayerRequest): void {
    this.io.to(PUBLIC_ROOM).emit(socketEvents.prayerRequestCreated, request);
  }

  /** A public request changed, or came onto the wall when an admin made it public. */
  prayerRequestUpdated(request: PublicPrayerRequest): void {
    this.io.to(PUBLIC_ROOM).emit(socketEvents.prayerRequestUpdated, request);
  }

  /** A request left the wall (deleted or made private): open walls drop it. */
  prayerRequestRemoved(id: string): void {
    this.io.to(PUBLIC_ROOM).emit(socketEvents.prayerRequestRemoved, { _id: id });
  }

  // The chat's news. Emitting to a thousand sockets takes tens of milliseconds of work, so it
  // runs just after the current request has answered (setImmediate keeps the order of emits)
  // instead of delaying the answer.

  messageCreated(message: ChatMessage): void {
    this.later(() => this.toChatRoom(message.roomId)?.emit('new-message', message));
  }

  statusUpdated(
    roomId: string,
    status: { messageId: string; delivered: boolean; read: boolean },
  ): void {
    this.later(() => this.toChatRoom(roomId)?.emit('message-status-updated', status));
  }

  messageRead(roomId: string, receipt: { messageId: string; userId: string }): void {
    this.later(() => this.toChatRoom(roomId)?.emit('message-read', receipt));
  }

  reactionsChanged(roomId: string, change: { messageId: string; reactions: Reactions }): void {
    this.later(() => this.toChatRoom(roomId)?.emit('reaction-added', { ...change, roomId }));
  }

  // Presence: said at once, it is small and already off the request's path.

  memberOnline(member: OnlineMember): void {
    const { id: userId, fullName, avatarUrl } = member;
    this.io.to(MEMBERS_ROOM).emit('user-online', { userId, fullName, avatarUrl });
  }

  memberOffline(userId: string, lastSeen: Date): void {
    this.io.to(MEMBERS_ROOM).emit('user-offline', { userId, lastSeen: lastSeen.toISOString() });
  }

  memberActive(userId: string): void {
    this.io.to(MEMBERS_ROOM).emit('user-activity', { userId });
  }

  membershipChanged(userId: string, isAdmin: boolean): void {
    if (isAdmin) this.io.in(userRoom(userId)).socketsJoin(ADMINS_ROOM);
    else this.io.in(userRoom(userId)).socketsLeave(ADMINS_ROOM);
  }

  private later(emit: () => void): void {
    setImmediate(emit);
  }

  /** The audience of a chat room; io.to([]) would mean everyone, so no audience hears nothing. */
  private toChatRoom(roomId: string) {
    const audience = chatAudience(roomId);
    return audience.length > 0 ? this.io.to(audience) : null;
  }
}
