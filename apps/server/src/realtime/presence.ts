/**
 * Who is online: a member is online while any of their sockets is connected, on any instance
 * (Socket.IO's fetchSockets asks every instance through the adapter), so nothing is kept here
 * that another instance would need. "Last seen" is stored when the last socket closes and,
 * at most once a minute, while the member is active.
 */
import type { OnlineMember } from '@torch/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { PresenceAnnouncer } from './announcer';
import { MEMBERS_ROOM, userRoom } from './rooms';
import type { TorchSocketServer } from './socket-server';

/** Directory calls come every 30 s from every open chat; one look a second is plenty. */
const ONLINE_CACHE_MS = 1000;
const ACTIVITY_WRITE_MS = 60_000;

export class Presence {
  private online: { at: number; ids: Promise<Set<string>> } | null = null;
  /** Per instance, only to spare the database: losing it costs one extra write. */
  private readonly lastActivityWrite = new Map<string, number>();

  constructor(
    private readonly io: TorchSocketServer,
    private readonly db: Database,
    private readonly announce: PresenceAnnouncer,
  ) {}

  /** Everyone in the chat now, once each, for a client's `online-members` question. */
  async onlineMembers(): Promise<OnlineMember[]> {
    const sockets = await this.io.in(MEMBERS_ROOM).fetchSockets();
    const members = new Map<string, OnlineMember>();
    for (const { data } of sockets) {
      const viewer = data.viewer;
      if (viewer && !members.has(viewer.id))
        members.set(viewer.id, {
          id: viewer.id,
          fullName: viewer.fullName,
          avatarUrl: viewer.avatarUrl,
        });
    }
    return [...members.values()];
  }

  async onlineUserIds(): Promise<Set<string>> {
    if (!this.online || Date.now() - this.online.at > ONLINE_CACHE_MS) {
      const ids = this.io
        .in(MEMBERS_ROOM)
        .fetchSockets()
        .then(
          (sockets) => new Set(sockets.flatMap((s) => (s.data.viewer ? [s.data.viewer.id] : []))),
        );
      this.online = { at: Date.now(), ids };
      ids.catch(() => (this.online = null));
    }
    return this.online.ids;
  }

  /**
   * After a socket joined: announced only for the member's first socket anywhere, so a second
   * tab (or a thousand members reconnecting after a deploy) is not news for everyone.
   */
  async connected(member: OnlineMember): Promise<void> {
    this.online = null;
    const sockets = await this.io.in(userRoom(member.id)).fetchSockets();
    if (sockets.length === 1)
      this.announce.memberOnline({
        id: member.id,
        fullName: member.fullName,
        avatarUrl: member.avatarUrl,
      });
  }

  /** After a socket closed: offline only when it was the member's last one anywhere. */
  async disconnected(userId: string): Promise<void> {
    this.online = null;
    const remaining = await this.io.in(userRoom(userId)).fetchSockets();
    if (remaining.length > 0) return;
    const lastSeen = new Date();
    this.lastActivityWrite.delete(userId);
    await this.db.update(users).set({ lastSeenAt: lastSeen }).where(eq(users.id, userId));
    this.announce.memberOffline(userId, lastSeen);
  }

  /** An activity ping: stored and announced at most once a minute per member. */
  async active(userId: string): Promise<void> {
    const now = Date.now();
    if (now - (this.lastActivityWrite.get(userId) ?? 0) < ACTIVITY_WRITE_MS) return;
    this.lastActivityWrite.set(userId, now);
    await this.db
      .update(users)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(users.id, userId));
    this.announce.memberActive(userId);
  }
}
