/**
 * How many sockets one member (or one visitor's address) holds open, so a script cannot open
 * thousands with one token. In memory on one instance; in Redis when REDIS_URL is set, so the
 * cap holds across instances: each socket is an entry in a sorted set scored by when it stops
 * counting, refreshed while the socket lives, so the sockets of an instance that died stop
 * counting on their own within SLOT_TTL_MS.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface ConnectionSlots {
  /** Takes a place for `socketId` under `key` unless `limit` are taken; false when full. */
  take(key: string, socketId: string, limit: number): Promise<boolean>;
  /** Gives the place back when the socket closes. */
  release(key: string, socketId: string): Promise<void>;
  close(): void;
}

export class MemoryConnectionSlots implements ConnectionSlots {
  private readonly taken = new Map<string, Set<string>>();

  take(key: string, socketId: string, limit: number): Promise<boolean> {
    const sockets = this.taken.get(key) ?? new Set<string>();
    if (sockets.size >= limit) return Promise.resolve(false);
    sockets.add(socketId);
    this.taken.set(key, sockets);
    return Promise.resolve(true);
  }

  release(key: string, socketId: string): Promise<void> {
    const sockets = this.taken.get(key);
    sockets?.delete(socketId);
    if (sockets?.size === 0) this.taken.delete(key);
    return Promise.resolve();
  }

  close(): void {
    this.taken.clear();
  }
}

/** A live socket's entry is refreshed every third of this; a dead instance's lapse after it. */
const SLOT_TTL_MS = 90_000;

/** Drop lapsed entries, count, and add, in one atomic step so two handshakes cannot both fit. */
const TAKE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

export class RedisConnectionSlots implements ConnectionSlots {
  /** The places this instance holds, refreshed while their sockets live. */
  private readonly held = new Map<string, Set<string>>();
  private readonly refresher: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    this.refresher = setInterval(() => void this.refresh(), SLOT_TTL_MS / 3);
    this.refresher.unref();
  }

  async take(key: string, socketId: string, limit: number): Promise<boolean> {
    const now = Date.now();
    try {
      const taken = await this.redis.eval(
        TAKE_SCRIPT,
        1,
        redisKey(key),
        now,
        now + SLOT_TTL_MS,
        limit,
        socketId,
        SLOT_TTL_MS,
      );
      if (taken !== 1) return false;
    } catch (error) {
      // Redis away for a moment must not lock everyone out of the chat: let the socket in.
      this.log.warn({ err: error }, 'connection slots: Redis');
    }
    const sockets = this.held.get(key) ?? new Set<string>();
    sockets.add(socketId);
    this.held.set(key, sockets);
    return true;
  }

  async release(key: string, socketId: string): Promise<void> {
    const sockets = this.held.get(key);
    sockets?.delete(socketId);
    if (sockets?.size === 0) this.held.delete(key);
    await this.redis.zrem(redisKey(key), socketId).catch((error: unknown) => {
      // The entry lapses by itself within SLOT_TTL_MS.
      this.log.warn({ err: error }, 'connection slots: Redis');
    });
  }

  close(): void {
    clearInterval(this.refresher);
  }

  private async refresh(): Promise<void> {
    if (this.held.size === 0) return;
    const until = Date.now() + SLOT_TTL_MS;
    const pipeline = this.redis.pipeline();
    for (const [key, sockets] of this.held) {
      for (const socketId of sockets) pipeline.zadd(redisKey(key), until, socketId);
      pipeline.pexpire(redisKey(key), SLOT_TTL_MS);
    }
    await pipeline.exec().catch((error: unknown) => {
      this.log.warn({ err: error }, 'connection slots: Redis');
    });
  }
}

const redisKey = (key: string) => `torch:sockets:${key}`;
