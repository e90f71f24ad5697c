/**
 * Remembers recently authenticated tokens for a few seconds so a busy member's requests do not
 * each pay for JWT verification and a database read (see docs/decisions/002-session-cache.md).
 * Every change the app makes to an account or a session drops the affected entries at once, on
 * this instance directly and on the others through Redis; the short lifetime bounds how long a
 * change made outside the app (an operator's SQL) can go unnoticed.
 */
import type { Redis } from 'ioredis';
import type { Viewer } from './sessions';

const CHANNEL = 'torch:session-invalidations';
/** Enough for every member of a large church at once; beyond it the oldest entries go first. */
const MAX_ENTRIES = 20_000;

type Invalidation = { userId: string } | { tokenId: string };

interface Entry {
  viewer: Viewer;
  expiresAt: number;
}

export class SessionCache {
  /** Keyed by the raw token, so a hit needs neither a signature check nor a query. */
  private readonly entries = new Map<string, Entry>();
  private subscriber: Redis | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly publisher?: Redis,
  ) {}

  /** Starts listening for invalidations from other instances. */
  async listen(): Promise<void> {
    if (!this.publisher) return;
    this.subscriber = this.publisher.duplicate();
    // ioredis reconnects by itself; a lost Redis is reported by /api/ready, not by a crash.
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (_channel: string, message: string) => {
      try {
        this.applyLocally(JSON.parse(message) as Invalidation);
      } catch {
        // A malformed message cannot name an entry; a full clear is the safe answer.
        this.entries.clear();
      }
    });
    await this.subscriber.subscribe(CHANNEL);
  }

  close(): void {
    this.subscriber?.disconnect();
  }

  get(token: string, now = Date.now()): Viewer | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt <= now || entry.viewer.tokenExpiresAt.getTime() <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.viewer;
  }

  set(token: string, viewer: Viewer, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { viewer, expiresAt: now + this.ttlMs });
  }

  /** Drops entries here and tells every other instance to do the same. */
  async invalidate(change: Invalidation): Promise<void> {
    this.applyLocally(change);
    await this.publisher?.publish(CHANNEL, JSON.stringify(change));
  }

  private applyLocally(change: Invalidation): void {
    for (const [token, entry] of this.entries) {
      const matches =
        'userId' in change
          ? entry.viewer.id === change.userId
          : entry.viewer.tokenId === change.tokenId;
      if (matches) this.entries.delete(token);
    }
  }
}
