/**
 * Web push (docs/notifications.md#web-push): the server's VAPID key pair, each member's devices,
 * and sending a payload to every device of a member with the `web-push` package. A device the
 * push service no longer knows (404 or 410) is forgotten.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type PushPayload, type pushSubscriptionInputSchema } from '@torch/contract';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

/** A member's devices beyond this many push the oldest subscription out. */
export const MAX_DEVICES_PER_MEMBER = 10;
/** How long a push service keeps a message for a device that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

const keyFileSchema = z.object({ publicKey: z.string(), privateKey: z.string() });
type VapidKeys = z.infer<typeof keyFileSchema>;

/** The configured pair, or one generated once into DATA_DIR/vapid-keys.json and kept. */
export function loadOrCreateVapidKeys(config: Config): VapidKeys {
  if (config.push.vapidKeys) return config.push.vapidKeys;
  const file = path.join(config.dataDir, 'vapid-keys.json');
  try {
    return keyFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = webpush.generateVAPIDKeys();
  fs.mkdirSync(config.dataDir, { recursive: true });
  // Exclusive create: of two processes starting at once, the second reads the first's pair.
  try {
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return keyFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  }
  return keys;
}

export class PushService {
  readonly publicKey: string;

  constructor(
    private readonly db: Database,
    private readonly keys: VapidKeys,
    private readonly subject: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.publicKey = keys.publicKey;
  }

  async subscribe(userId: string, input: z.output<typeof pushSubscriptionInputSchema>) {
    const row = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth };
    await this.db.transaction(async (tx) => {
      // A device signed in with another account now belongs to this one.
      await tx
        .insert(pushSubscriptions)
        .values({ endpoint: input.endpoint, ...row })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
      const devices = await tx
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt));
      const kept = devices.slice(-MAX_DEVICES_PER_MEMBER).map((device) => device.endpoint);
      await tx
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.endpoint, kept)),
        );
    });
  }

  async unsubscribe(userId: string, endpoint: string) {
    await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  }

  /** Sends `payload` to each of the member's devices; a failure is logged, never thrown. */
  async sendToMember(userId: string, payload: PushPayload): Promise<void> {
    const devices = await this.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    await Promise.all(devices.map((device) => this.sendTo(device, payload)));
  }

  private async sendTo(device: typeof pushSubscriptions.$inferSelect, payload: PushPayload) {
    try {
      await webpush.sendNotification(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: this.subject, ...this.keys },
          TTL: TIME_TO_LIVE_SECONDS,
          contentEncoding: 'aes128gcm',
          timeout: 10_000,
        },
      );
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await this.db
          .delete(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, device.endpoint));
        return;
      }
      this.log.warn({ err: error, endpoint: new URL(device.endpoint).host }, 'A push was not sent');
    }
  }
}
