/**
 * Fixed-window rate limits, and the short memory some limits need (which devices signed into
 * which account). Kept in Redis when REDIS_URL is set, so both hold across instances; in
 * memory otherwise (one instance).
 */
import type { Redis } from 'ioredis';
import { AppError } from '../http/app-error';

export interface RateLimitStore {
  /**
   * Counts one hit on `key` (or `cost` units, such as the bytes of an upload); returns the count
   * so far in this window and the ms until it resets.
   */
  hit(key: string, windowMs: number, cost?: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes one hit back (an attempt that turned out not to count), never below zero. */
  refund(key: string): Promise<void>;
  /** Remembers that `key` happened, for `ttlMs`. */
  remember(key: string, ttlMs: number): Promise<void>;
  /** Whether `key` was remembered and has not been forgotten yet. */
  recalls(key: string): Promise<boolean>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly remembered = new Map<string, number>();
  private lastSweep = Date.now();

  hit(key: string, windowMs: number, cost = 1): Promise<{ count: number; resetInMs: number }> {
    const now = Date.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += cost;
    return Promise.resolve({ count: window.count, resetInMs: window.resetAt - now });
  }

  refund(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
    return Promise.resolve();
  }

  remember(key: string, ttlMs: number): Promise<void> {
    this.sweep(Date.now());
    this.remembered.set(key, Date.now() + ttlMs);
    return Promise.resolve();
  }

  recalls(key: string): Promise<boolean> {
    return Promise.resolve((this.remembered.get(key) ?? 0) > Date.now());
  }

  /** Drops finished windows and forgotten keys now and then so the maps cannot grow without bound. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    for (const [key, until] of this.remembered) if (until <= now) this.remembered.delete(key);
  }
}

/** INCRBY and set the expiry in one atomic step, so no key is ever left without one. */
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return { count, ttl }`;

/** DECR only a live window that still has hits: never a negative count, never a key without expiry. */
const REFUND_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export class RedisRateLimitStore implements RateLimitStore {
  constructor(private readonly redis: Redis) {}

  async hit(
    key: string,
    windowMs: number,
    cost = 1,
  ): Promise<{ count: number; resetInMs: number }> {
    const [count, ttl] = (await this.redis.eval(
      HIT_SCRIPT,
      1,
      `torch:rl:${key}`,
      windowMs,
      cost,
    )) as [number, number];
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async refund(key: string): Promise<void> {
    await this.redis.eval(REFUND_SCRIPT, 1, `torch:rl:${key}`);
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
      rules.map((rule) => this.store.hit(rule.key, rule.windowMs, rule.cost ?? 1)),
    );
    let retryAfterMs = 0;
    results.forEach((result, index) => {
      if (result.count > rules[index]!.limit)
        retryAfterMs = Math.max(retryAfterMs, result.resetInMs);
    });
    if (retryAfterMs > 0) {
      throw new AppError(429, message, undefined, {
        'Retry-After': String(Math.ceil(retryAfterMs / 1000)),
      });
    }
  }

  /** Takes back one hit on `rule` (an attempt that, in the end, should not count). */
  refund(rule: RateLimitRule): Promise<void> {
    return this.store.refund(rule.key);
  }

  /** Remembers `key` for `ttlMs` in the same place the counts live (Redis when configured). */
  remember(key: string, ttlMs: number): Promise<void> {
    return this.store.remember(key, ttlMs);
  }

  recalls(key: string): Promise<boolean> {
    return this.store.recalls(key);
  }
}
