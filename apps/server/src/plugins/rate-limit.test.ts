/** The in-memory limits (one instance, no REDIS_URL) keep the rules rate-limit.redis.test.ts checks in Redis. */
import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, RateLimiter } from './rate-limit';

const refusal = (promise: Promise<void>) =>
  promise.then(
    () => null,
    (error: unknown) => error as { statusCode: number; headers: Record<string, string> },
  );
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('rate limits in memory', () => {
  it('refuses past the limit with the seconds left in the window, whichever rule is over', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    const rules = [
      { key: 'per-ip', limit: 2, windowMs: 60_000 },
      { key: 'per-account', limit: 100, windowMs: 10_000 },
    ];
    await limiter.consume(rules);
    await limiter.consume(rules);
    const refused = await refusal(limiter.consume(rules, 'Slow down.'));
    expect(refused).toMatchObject({ statusCode: 429, message: 'Slow down.' });
    expect(Number(refused?.headers['Retry-After'])).toBe(60);
  });

  it('starts a fresh window once the old one expires, even a window under a second', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    const rule = [{ key: 'short', limit: 1, windowMs: 150 }];
    await limiter.consume(rule);
    await expect(limiter.consume(rule)).rejects.toMatchObject({ statusCode: 429 });
    await pause(200);
    await expect(limiter.consume(rule)).resolves.toBeUndefined();
  });

  it('counts a budget by cost', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    const upload = (bytes: number) => [
      { key: 'bytes', limit: 1_000_000, windowMs: 3_600_000, cost: bytes },
    ];
    await limiter.consume(upload(900_000));
    const refused = await refusal(limiter.consume(upload(200_000)));
    expect(Number(refused?.headers['Retry-After'])).toBeGreaterThan(3_500);
  });

  it('gives a refunded hit back, never below zero', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    const rule = { key: 'refunds', limit: 1, windowMs: 60_000 };
    await limiter.refund(rule);
    await limiter.refund(rule);
    await limiter.consume([rule]);
    await limiter.refund(rule);
    await limiter.consume([rule]);
    await expect(limiter.consume([rule])).rejects.toMatchObject({ statusCode: 429 });
  });

  it('recalls what it remembered until it expires', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    expect(await limiter.recalls('device')).toBe(false);
    await limiter.remember('device', 150);
    expect(await limiter.recalls('device')).toBe(true);
    await pause(200);
    expect(await limiter.recalls('device')).toBe(false);
  });
});
