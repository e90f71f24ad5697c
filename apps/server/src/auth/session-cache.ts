/**
 * Remembers recently authenticated tokens for a few seconds so a busy member's requests do not
 * each pay for JWT verification and a database read (see docs/decisions/002-session-cache.md).
 * Every change the app makes to an account or a session drops the affected entries at once, on
 * this instance directly and on the others through Redis; the short lifetime bounds how long a
 * change made outside the app (an operator's SQL) can go unnoticed.
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Viewer } from './sessions';

const CHANNEL = 'torch:session-invalidations';
/**
 * Enough for every member of a large church at once; beyond it the least recently used entries
 * go first.
 */
const MAX_ENTRIES = 20_000;

type Invalidation = { userId: string } | { tokenId: string };

export class SessionCache {
  /** Keyed by the raw token, so a hit needs neither a signature check nor a query. */
  private readonly entries: LRUCache<string, Viewer>;
  private subscriber: Redis | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly publisher?: Redis,
  ) {
    // lru-cache wants a positive ttl; with none, set() keeps nothing anyway.
    this.entries = new LRUCache({ max: MAX_ENTRIES, ttl: Math.max(ttlMs, 1) });
  }

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

  get(token: string): Viewer | undefined {
    const viewer = this.entries.get(token);
    if (viewer && viewer.tokenExpiresAt.getTime() <= Date.now()) {
      // The token itself ran out before the cache's few seconds did.
      this.entries.delete(token);
      return undefined;
    }
    return viewer;
  }

  set(token: string, viewer: Viewer): void {
    if (this.ttlMs <= 0) return;
    this.entries.set(token, viewer);
  }

  /** Drops entries here and tells every other instance to do the same. */
  async invalidate(change: Invalidation): Promise<void> {
    this.applyLocally(change);
    await this.publisher?.publish(CHANNEL, JSON.stringify(change));
  }

  private applyLocally(change: Invalidation): void {
    const matching = [...this.entries.entries()].filter(([, viewer]) =>
      'userId' in change ? viewer.id === change.userId : viewer.tokenId === change.tokenId,
    );
    for (const [token] of matching) this.entries.delete(token);
  }
}
