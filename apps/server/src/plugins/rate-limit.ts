/**
 * Fixed-window rate limits, and the short memory some limits need (which devices signed into
 * which account). Counted by rate-limiter-flexible (docs/decisions/
 * 025-libraries-for-solved-problems.md): in Redis when REDIS_URL is set, so both hold across
 * instances; in memory otherwise (one instance).
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from '../http/app-error';

export interface RateLimitStore {
  /**
   * Counts one hit on `key` (or `cost` units, such as the bytes of an upload), counted even
   * when over; whether the window's count is still within `limit`, and the ms until it resets.
   */
  hit(
    key: string,
    limit: number,
    windowMs: number,
    cost?: number,
  ): Promise<{ allowed: boolean; resetInMs: number }>;
  /** Takes one hit back (an attempt that turned out not to count), never below zero. */
  refund(key: string, windowMs: number): Promise<void>;
  /** Remembers that `key` happened, for `ttlMs`. */
  remember(key: string, ttlMs: number): Promise<void>;
  /** Whether `key` was remembered and has not been forgotten yet. */
  recalls(key: string): Promise<boolean>;
}

/**
 * What both stores share. One limiter counts every hit (`penalty` adds points and refuses
 * nothing), each call naming its window; each rule's limit is compared here, because the library
 * fixes one limit per limiter and a memory limiter's counts are its own, where a refund must
 * find them. The refund never takes a count below zero, which `reward` alone would.
 */
abstract class FlexibleStore implements Omit<RateLimitStore, 'remember' | 'recalls'> {
  protected abstract readonly counts: RateLimiterAbstract;
  /** The window as the limiter takes it in `customDuration`. */
  protected abstract duration(windowMs: number): number;

  async hit(key: string, limit: number, windowMs: number, cost = 1) {
    const result = await this.counts.penalty(key, cost, {
      customDuration: this.duration(windowMs),
    });
    return {
      allowed: result.consumedPoints <= limit,
      resetInMs: result.msBeforeNext > 0 ? result.msBeforeNext : windowMs,
    };
  }

  async refund(key: string, windowMs: number): Promise<void> {
    const options = { customDuration: this.duration(windowMs) };
    const current = await this.counts.get(key, options);
    if (!current || current.consumedPoints <= 0) return;
    const after = await this.counts.reward(key, 1, options);
    // Another instance refunded the same hit meanwhile: give the difference back.
    if (after.consumedPoints < 0) await this.counts.penalty(key, -after.consumedPoints, options);
  }
}

/** Devices and addresses that signed into accounts, on one instance: a large church's worth. */
const REMEMBERED_KEPT = 100_000;

/** Never used: every call names its own window. Points: the limits are compared per rule. */
const COUNTING_ONLY = { points: Number.MAX_SAFE_INTEGER, duration: 60 };

export class MemoryRateLimitStore extends FlexibleStore implements RateLimitStore {
  /**
   * Remembered keys, for months at a time: lru-cache checks their time when asked (the memory
   * limiter's timers overflow past 24 days). Bounded: past the bound, the least recently
   * remembered go first, which at worst asks a device to count as new again.
   */
  private readonly remembered = new LRUCache<string, true>({ max: REMEMBERED_KEPT });

  protected readonly counts = new RateLimiterMemory({ ...COUNTING_ONLY, keyPrefix: 'rl' });

  protected duration(windowMs: number): number {
    return windowMs / 1000;
  }

  remember(key: string, ttlMs: number): Promise<void> {
    this.remembered.set(key, true, { ttl: ttlMs });
    return Promise.resolve();
  }

  recalls(key: string): Promise<boolean> {
    return Promise.resolve(this.remembered.has(key));
  }
}

/**
 * rate-limiter-flexible's Redis script sets the expiry in whole seconds, and skips it for a
 * window under one: this one sets it in milliseconds (PX), and the store hands the library
 * each window in milliseconds where it expects seconds (ARGV[2] is that number, floored).
 */
const MILLISECOND_WINDOW_SCRIPT = `redis.call('set', KEYS[1], 0, 'PX', ARGV[2], 'NX')
local consumed = redis.call('incrby', KEYS[1], ARGV[1])
local ttl = redis.call('pttl', KEYS[1])
if ttl == -1 then
  redis.call('pexpire', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {consumed, ttl}`;

export class RedisRateLimitStore extends FlexibleStore implements RateLimitStore {
  protected readonly counts: RateLimiterRedis;

  constructor(private readonly redis: Redis) {
    super();
    this.counts = new RateLimiterRedis({
      ...COUNTING_ONLY,
      storeClient: redis,
      keyPrefix: 'torch:rl',
      customIncrTtlLuaScript: MILLISECOND_WINDOW_SCRIPT,
    });
  }

  protected duration(windowMs: number): number {
    return windowMs;
  }

  async remember(key: string, ttlMs: number): Promise<void> {
    await this.redis.set(`torch:seen:${key}`, '1', 'PX', ttlMs);
  }

  async recalls(key: string): Promise<boolean> {
    return (await this.redis.exists(`torch:seen:${key}`)) === 1;
  }
}

export interface RateLimitRule {
  key: string;
  limit: number;
  windowMs: number;
  /** What this request counts for (1 unless it is a budget of bytes or the like). */
  cost?: number;
}

export const TOO_MANY_REQUESTS = 'Too many attempts. Please wait a minute and try again.';

export class RateLimiter {
  constructor(private readonly store: RateLimitStore) {}

  /** Counts a hit against every rule; throws 429 with Retry-After when any is over its limit. */
  async consume(rules: RateLimitRule[], message = TOO_MANY_REQUESTS): Promise<void> {
    const results = await Promise.all(
      rules.map((rule) => this.store.hit(rule.key, rule.limit, rule.windowMs, rule.cost ?? 1)),
    );
    let retryAfterMs = 0;
    for (const result of results)
      if (!result.allowed) retryAfterMs = Math.max(retryAfterMs, result.resetInMs);
    if (retryAfterMs > 0) {
      throw new AppError(429, message, undefined, {
        'Retry-After': String(Math.ceil(retryAfterMs / 1000)),
      });
    }
  }

  /** Takes back one hit on `rule` (an attempt that, in the end, should not count). */
  refund(rule: RateLimitRule): Promise<void> {
    return this.store.refund(rule.key, rule.windowMs);
  }

  /** Remembers `key` for `ttlMs` in the same place the counts live (Redis when configured). */
  remember(key: string, ttlMs: number): Promise<void> {
    return this.store.remember(key, ttlMs);
  }

  recalls(key: string): Promise<boolean> {
    return this.store.recalls(key);
  }
}
