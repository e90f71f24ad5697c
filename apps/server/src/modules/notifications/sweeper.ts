/**
 * The scheduled notifications (docs/decisions/036-notifications-sweep-and-push.md): every
 * instance sweeps once a minute for private messages unread for 15 minutes and, once a day, for
 * the admins' prayer digest. Nothing lives in memory between sweeps: what was sent is a row in
 * `notification_marks`, and inserting that row is the claim, so a restart forgets nothing and
 * two instances send each mail once.
 */
import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { readChurchTimeZone } from '../church/settings-reader';
import { PollingWorker } from '../polling-worker';
import { chatMessages, chatReadState, notificationMarks, prayerRequests } from '../../db/schema';
import type { Transaction } from '../../db/client';
import type { Notifier } from './service';
import { notices } from './templates';

/** A private message unread this long is mailed (docs/notifications.md). */
export const UNREAD_AFTER_MINUTES = 15;
export const DEFAULT_SWEEP_MS = 60_000;

export class NotificationSweeper {
  /** The loop each instance runs every `everyMs`; started and stopped with the server. */
  readonly loop: PollingWorker;

  constructor(
    private readonly db: Database,
    private readonly notifier: Notifier,
    private readonly now: () => Date,
    log: FastifyBaseLogger,
    everyMs: number,
  ) {
    this.loop = new PollingWorker(
      async () => {
        await this.mailUnreadMessages();
        await this.mailPrayerDigest();
      },
      everyMs,
      (error) => log.error({ err: error }, 'The notification sweep failed'),
      { passAtStart: false, skipOverrun: true },
    );
  }

  /** One sweep of both checks; one at a time per instance. */
  sweep(): Promise<void> {
    return this.loop.run();
  }

  /** At most one mail per conversation and recipient per day, about what is still unread. */
  private async mailUnreadMessages(): Promise<void> {
    const unread = await this.db
      .select({
        roomId: chatMessages.roomId,
        recipientId: sql<string>`${chatMessages.recipientId}`,
        count: sql<number>`count(*)::int`,
        fromName: sql<string>`(array_agg(${chatMessages.authorName} order by ${chatMessages.seq} desc))[1]`,
      })
      .from(chatMessages)
      .leftJoin(
        chatReadState,
        and(
          eq(chatReadState.userId, chatMessages.recipientId),
          eq(chatReadState.roomId, chatMessages.roomId),
        ),
      )
      .where(
        and(
          eq(chatMessages.chatType, 'private'),
          isNotNull(chatMessages.recipientId),
          lte(chatMessages.createdAt, sql`now() - ${UNREAD_AFTER_MINUTES} * interval '1 minute'`),
          gt(chatMessages.createdAt, sql`now() - interval '1 day'`),
          sql`${chatMessages.seq} > coalesce(${chatReadState.lastReadSeq}, 0)`,
        ),
      )
      .groupBy(chatMessages.roomId, chatMessages.recipientId);
    const { day } = await this.churchDay();
    for (const conversation of unread) {
      await this.notifier.transaction(async (tx, notify) => {
        if (!(await claim(tx, `unread:${conversation.roomId}:${conversation.recipientId}:${day}`)))
          return;
        await notify.member(
          conversation.recipientId,
          notices.unreadMessages({ fromName: conversation.fromName, count: conversation.count }),
          'email',
          conversation.roomId,
        );
      });
    }
  }

  /** Yesterday's prayer requests (in the church's time zone), once, to the admins who opted in. */
  private async mailPrayerDigest(): Promise<void> {
    const { day: yesterday, timeZone } = await this.churchDay(-1);
    await this.notifier.transaction(async (tx, notify) => {
      if (!(await claim(tx, `prayer-digest:${yesterday}`))) return;
      const requests = await tx
        .select({ name: prayerRequests.name, text: prayerRequests.requestText })
        .from(prayerRequests)
        .where(
          sql`(${prayerRequests.createdAt} at time zone ${timeZone})::date = ${yesterday}::date`,
        )
        .orderBy(asc(prayerRequests.createdAt));
      if (requests.length > 0)
        await notify.admins(notices.prayerDigest({ day: yesterday, requests }));
    });
  }

  /** The church's calendar day, `offset` days from today, as YYYY-MM-DD, and its time zone. */
  private async churchDay(offset = 0): Promise<{ day: string; timeZone: string }> {
    const timeZone = await readChurchTimeZone(this.db);
    const at = new Date(this.now().getTime() + offset * 86_400_000);
    return { day: new Intl.DateTimeFormat('en-CA', { timeZone }).format(at), timeZone };
  }
}

/** Records `key` as sent; true only for the one transaction whose insert made the row. */
async function claim(tx: Transaction, key: string): Promise<boolean> {
  const inserted = await tx
    .insert(notificationMarks)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: notificationMarks.key });
  return inserted.length > 0;
}
