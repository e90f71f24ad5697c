/**
 * Delivery receipts: a recipient's client has the message, and its author sees two grey ticks.
 * In a room of hundreds every member confirms every message and only the first confirmation
 * changes anything, so this instance remembers recent delivered messages and answers the rest
 * without a query (a 200-member room otherwise asks the database for ~4,000 queries a second).
 */
import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Actor } from '../../auth/policies';
import type { Database } from '../../db/client';
import { chatMessages } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { ChatAnnouncer } from '../../realtime/announcer';
import type { MessageAccess } from './message-access';

/** Enough for the messages of the last minutes of a busy church; older ones are read again. */
const RECENTLY_DELIVERED_KEPT = 5_000;

/**
 * Receipts that the caches cannot answer cost a query each; a member gets this many per
 * window, across all their tabs. A tab confirms what it is sent, and a message is looked up
 * once per instance whoever confirms it first, so only a script naming made-up ids comes near.
 */
export const RECEIPT_LOOKUP_LIMIT = 200;
const RECEIPT_LOOKUP_WINDOW_MS = 10_000;

export class DeliveryReceipts {
  /** Ids of messages delivered lately; past the bound, the least recently marked go first. */
  private readonly recentlyDelivered = new LRUCache<string, true>({
    max: RECENTLY_DELIVERED_KEPT,
  });
  private readonly deliveriesInFlight = new Map<string, Promise<boolean>>();

  constructor(
    private readonly db: Database,
    private readonly access: MessageAccess,
    private readonly limiter: RateLimiter,
    private readonly announce: ChatAnnouncer,
  ) {}

  async markDelivered(viewer: Actor, spelt: string): Promise<void> {
    const messageId = spelt.toLowerCase();
    if (this.recentlyDelivered.has(messageId)) return;
    this.access.refuseKnownUnreachable(viewer, messageId);
    // The other members' confirmations arrive together: they wait for the first one's write.
    const earlier = this.deliveriesInFlight.get(messageId);
    if (earlier) {
      if (await earlier) return;
      // The first lookup may have just learnt that the id leads nowhere.
      this.access.refuseKnownUnreachable(viewer, messageId);
    }
    // In flight from the start, budget check included, so receipts naming the same id wait for
    // this one instead of each spending the budget and a query.
    const attempt = this.mayLookUpReceipt(viewer).then(async (allowed) => {
      if (!allowed) return false;
      await this.deliver(viewer, messageId);
      return true;
    });
    const succeeded = attempt.then(
      (delivered) => delivered,
      () => false,
    );
    this.deliveriesInFlight.set(messageId, succeeded);
    void succeeded.then(() => {
      if (this.deliveriesInFlight.get(messageId) === succeeded) {
        this.deliveriesInFlight.delete(messageId);
      }
    });
    await attempt;
  }

  private async deliver(viewer: Actor, messageId: string): Promise<void> {
    const message = await this.access.confirmable(viewer, messageId);
    const [changed] = await this.db
      .update(chatMessages)
      .set({ delivered: true })
      .where(and(eq(chatMessages.id, message.id), eq(chatMessages.delivered, false)))
      .returning({ id: chatMessages.id, read: chatMessages.read });
    this.recentlyDelivered.set(message.id, true);
    if (changed)
      this.announce.statusUpdated(message.roomId, {
        messageId: changed.id,
        delivered: true,
        read: changed.read,
      });
  }

  /**
   * Whether a receipt the caches could not answer may cost a query. Past the member's budget
   * (counted across all their tabs, on every instance when Redis is there) it is dropped: a
   * delivery tick is a courtesy, and reading the message over HTTP settles it anyway.
   */
  private async mayLookUpReceipt(viewer: Actor): Promise<boolean> {
    try {
      await this.limiter.consume([
        {
          key: `chat:receipt-lookup:${viewer.id}`,
          limit: RECEIPT_LOOKUP_LIMIT,
          windowMs: RECEIPT_LOOKUP_WINDOW_MS,
        },
      ]);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 429) return false;
      throw error;
    }
  }
}
