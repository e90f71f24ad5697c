/** Limits counted in Redis hold across instances: two limiters with their own connections share one count. */
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RateLimiter, RedisRateLimitStore } from './rate-limit';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const connections = [new Redis(redisUrl), new Redis(redisUrl)];
afterAll(() => connections.forEach((connection) => connection.disconnect()));

describe('rate limits across instances', () => {
  it('counts hits from every instance against the same limit', async () => {
    const [onA, onB] = connections.map((redis) => new RateLimiter(new RedisRateLimitStore(redis)));
    const key = `test:${crypto.randomUUID()}`;
    const rule = [{ key, limit: 3, windowMs: 60_000 }];
    await onA!.consume(rule);
    await onB!.consume(rule);
    await onA!.consume(rule);
    const refused = await onB!.consume(rule).then(
      () => null,
      (error: unknown) => error as { statusCode: number; headers: Record<string, string> },
    );
    expect(refused?.statusCode).toBe(429);
    expect(Number(refused?.headers['Retry-After'])).toBeGreaterThan(55);
  });

  it('starts a fresh window once the old one expires', async () => {
    const limiter = new RateLimiter(new RedisRateLimitStore(connections[0]!));
    const rule = [{ key: `test:${crypto.randomUUID()}`, limit: 1, windowMs: 150 }];
    await limiter.consume(rule);
    await expect(limiter.consume(rule)).rejects.toMatchObject({ statusCode: 429 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(limiter.consume(rule)).resolves.toBeUndefined();
  });

  it('counts a budget of bytes from every instance, with an hour-long Retry-After', async () => {
    // The upload budget (docs/uploads.md): each request counts for its size, not for one.
    const [onA, onB] = connections.map((redis) => new RateLimiter(new RedisRateLimitStore(redis)));
    const key = `test:bytes:${crypto.randomUUID()}`;
    const upload = (bytes: number) => [{ key, limit: 1_000_000, windowMs: 3_600_000, cost: bytes }];
    await onA!.consume(upload(600_000));
    await onB!.consume(upload(300_000));
    const refused = await onA!.consume(upload(200_000)).then(
      () => null,
      (error: unknown) => error as { statusCode: number; headers: Record<string, string> },
    );
    expect(refused?.statusCode).toBe(429);
    expect(Number(refused?.headers['Retry-After'])).toBeGreaterThan(3_500);
    expect(await connections[0]!.pttl(`torch:rl:${key}`)).toBeGreaterThan(3_500_000);
  });
});

describe('what the sign-in limits remember, across instances', () => {
  it('gives a refunded hit back on every instance, never below zero', async () => {
    const [onA, onB] = connections.map((redis) => new RateLimiter(new RedisRateLimitStore(redis)));
    const rule = { key: `test:${crypto.randomUUID()}`, limit: 1, windowMs: 60_000 };
    await onB!.refund(rule);
    await onA!.consume([rule]);
    await onB!.refund(rule);
    await onA!.consume([rule]);
    await expect(onB!.consume([rule])).rejects.toMatchObject({ statusCode: 429 });
  });

  it('recalls on one instance what another remembered, until it expires', async () => {
    const [onA, onB] = connections.map((redis) => new RateLimiter(new RedisRateLimitStore(redis)));
    const key = `test:${crypto.randomUUID()}`;
    expect(await onB!.recalls(key)).toBe(false);
    await onA!.remember(key, 150);
    expect(await onB!.recalls(key)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await onB!.recalls(key)).toBe(false);
  });
});
