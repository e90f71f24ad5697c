/**
 * Web push (docs/notifications.md#web-push): the server's VAPID key pair, each member's devices,
 * and sending a payload to every device of a member with the `web-push` package. A device the
 * push service no longer knows (404 or 410) is forgotten, and so is one whose session ended.
 */
import fs from 'node:fs';
import type { Agent } from 'node:https';
import path from 'node:path';
import { type PushPayload, type pushSubscriptionInputSchema } from '@torch/contract';
import { and, asc, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import { z } from 'zod';
import type { EndedSessions, Viewer } from '../../auth/sessions';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { pushSubscriptions, revokedTokens, users } from '../../db/schema';
import { AppError, badRequest } from '../../http/app-error';
import {
  endpointRefusal,
  endpointShapeRefusal,
  publicOnlyAgent,
  type EndpointRules,
} from './push-endpoints';

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

/** A subscription that may move between accounts only with its keys, or is refused. */
export const pushTexts = {
  deviceOfAnotherAccount: 'This device receives notifications for another account',
} as const;

export interface PushRules {
  /** Tests only (PUSH_ALLOW_PRIVATE_ENDPOINTS): endpoints on loopback and private addresses. */
  allowPrivateEndpoints: boolean;
}

export class PushService {
  readonly publicKey: string;
  private readonly endpointRules: EndpointRules;
  /** One for every push, so connections to a push service are reused. */
  private readonly agent: Agent;

  constructor(
    private readonly db: Database,
    private readonly keys: VapidKeys,
    private readonly subject: string,
    private readonly log: FastifyBaseLogger,
    rules: PushRules = { allowPrivateEndpoints: false },
  ) {
    this.publicKey = keys.publicKey;
    this.endpointRules = { allowPrivate: rules.allowPrivateEndpoints };
    this.agent = publicOnlyAgent(this.endpointRules);
  }

  /**
   * Ties the device to the viewer's session (docs/notifications.md#web-push): it is sent
   * nothing once that session ends. A device of another account moves to this one only when
   * its keys come with it: the endpoint alone can be seen in transit or in a log, while the
   * auth secret never leaves the browser.
   */
  async subscribe(viewer: Viewer, input: z.output<typeof pushSubscriptionInputSchema>) {
    const refusal = await endpointRefusal(input.endpoint, this.endpointRules);
    if (refusal) throw badRequest(`The push address ${refusal}`, 'endpoint');
    const row = {
      userId: viewer.id,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      sessionId: viewer.tokenId,
      sessionExpiresAt: viewer.tokenExpiresAt,
      sessionGeneration: viewer.tokenGeneration,
    };
    await this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, input.endpoint))
        .for('update');
      if (
        existing &&
        existing.userId !== viewer.id &&
        !(existing.p256dh === row.p256dh && existing.auth === row.auth)
      )
        throw new AppError(409, pushTexts.deviceOfAnotherAccount, 'endpoint');
      await tx
        .insert(pushSubscriptions)
        .values({ endpoint: input.endpoint, ...row })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
      const devices = await tx
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, viewer.id))
        .orderBy(asc(pushSubscriptions.createdAt));
      const kept = devices.slice(-MAX_DEVICES_PER_MEMBER).map((device) => device.endpoint);
      await tx
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.userId, viewer.id),
            notInArray(pushSubscriptions.endpoint, kept),
          ),
        );
    });
  }

  async unsubscribe(userId: string, endpoint: string) {
    await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  }

  /**
   * Sessions ended (a sign-out: that token; sign-out everywhere, a password reset or change, a
   * closed account: every token): their devices are forgotten.
   */
  async forgetSessions(ended: EndedSessions): Promise<void> {
    await this.db
      .delete(pushSubscriptions)
      .where(
        ended.tokenId === null
          ? eq(pushSubscriptions.userId, ended.userId)
          : and(
              eq(pushSubscriptions.userId, ended.userId),
              eq(pushSubscriptions.sessionId, ended.tokenId),
            ),
      );
  }

  /**
   * Sends `payload` to each of the member's devices whose session is still live: not expired, not
   * signed out, and of the account's current session generation, so a device whose delete was
   * missed (a subscribe that committed after the sign-out everywhere, a listener that failed) is
   * still sent nothing; a row without a generation (kept before it was) is sent nothing until
   * the device subscribes again. A failure is logged, never thrown. The payload names its recipient, so the service worker shows nothing
   * on a device where someone else is signed in now (apps/web/public/push-sw.js).
   */
  async sendToMember(userId: string, payload: Omit<PushPayload, 'to'>): Promise<void> {
    const devices = await this.db
      .select()
      .from(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, userId),
          gt(pushSubscriptions.sessionExpiresAt, sql`now()`),
          sql`not exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${pushSubscriptions.sessionId})`,
          sql`${pushSubscriptions.sessionGeneration} >= (select ${users.sessionGeneration} from ${users} where ${users.id} = ${pushSubscriptions.userId})`,
        ),
      );
    await Promise.all(devices.map((device) => this.sendTo(device, { ...payload, to: userId })));
  }

  private async sendTo(device: typeof pushSubscriptions.$inferSelect, payload: PushPayload) {
    const host = new URL(device.endpoint).host;
    try {
      // The URL only: the agent refuses private addresses as it connects (push-endpoints.ts).
      const refusal = endpointShapeRefusal(device.endpoint, this.endpointRules);
      if (refusal) {
        this.log.warn({ endpoint: host }, 'A push endpoint was refused: %s', refusal);
        return;
      }
      await webpush.sendNotification(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: this.subject, ...this.keys },
          TTL: TIME_TO_LIVE_SECONDS,
          contentEncoding: 'aes128gcm',
          timeout: 10_000,
          agent: this.agent,
        },
      );
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await this.db
          .delete(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, device.endpoint));
        return;
      }
      this.log.warn({ err: error, endpoint: host }, 'A push was not sent');
    }
  }
}
