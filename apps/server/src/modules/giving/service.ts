/**
 * Gifts by mobile money (docs/giving.md): a gift is stored, its network asked to prompt the
 * giver's phone, and it ends in exactly one final state, decided only by the network's own
 * answer to our lookup, never by a callback. Every change is written to donation_events.
 */
import {
  type Donation,
  type DonationCreated,
  type donationInputSchema,
  donationNotFoundMessage,
  type DonationStatus,
  fundId,
  type GivingConfig,
  type PaymentNetwork,
} from '@torch/contract';
import { and, eq, lte, notExists } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Viewer } from '../../auth/sessions';
import type { PaymentsConfig } from '../../config';
import type { Database } from '../../db/client';
import { donationEvents, donations } from '../../db/schema';
import { badRequest, notFound } from '../../http/app-error';
import type { RateLimiter } from '../../plugins/rate-limit';
import { readChurchSettings } from '../church/settings-reader';
import type { MailQueue } from '../mail/service';
import type { CallbackGate } from './callback-gate';
import { created, describe, isUuid, randomReference, repeated, summarise } from './gift-checks';
import { flagMismatch, mismatchOf, paidDifferences } from './mismatch';
import { toDonationDto } from './presenter';
import { issueReceipt } from './receipts';
import { PaymentRefused, type PaymentProvider, type PaymentState } from './providers/types';

type DonationRow = typeof donations.$inferSelect;
type FinalStatus = Exclude<DonationStatus, 'pending'>;

const HOUR = 60 * 60_000;
/** Pending gifts looked up per poll; the rest wait for the next one. */
const LOOKUPS_PER_POLL = 50;
export const TOO_MANY_GIFTS = 'Too many gifts from this number. Please wait and try again later.';

export class DonationService {
  constructor(
    private readonly db: Database,
    private readonly config: PaymentsConfig,
    private readonly providers: Record<PaymentNetwork, PaymentProvider>,
    private readonly limiter: RateLimiter,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
    private readonly place: { publicUrl: string },
    private readonly mail: MailQueue,
    /** The module's one gate, shared with the route's per-address limit. */
    private readonly callbacks: CallbackGate,
  ) {}

  publicConfig(): GivingConfig {
    return { mode: this.config.mode, minAmount: this.config.minUgx, maxAmount: this.config.maxUgx };
  }

  async give(
    input: z.output<typeof donationInputSchema>,
    viewer: Viewer | null,
  ): Promise<DonationCreated> {
    const { minUgx, maxUgx } = this.config;
    if (input.amount < minUgx || input.amount > maxUgx) {
      throw badRequest(
        `Amount must be between UGX ${minUgx.toLocaleString('en')} and UGX ${maxUgx.toLocaleString('en')}`,
        'amount',
      );
    }
    const repeat = await this.byIdempotencyKey(input.idempotencyKey);
    if (repeat) return repeated(repeat, input, viewer);
    await this.checkFund(input.fund);
    await this.limiter.consume(
      [
        {
          key: `donation:phone:${input.phone}`,
          limit: this.config.perPhonePerHour,
          windowMs: HOUR,
        },
      ],
      TOO_MANY_GIFTS,
    );
    const [row] = await this.db
      .insert(donations)
      .values({
        reference: randomReference(),
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
        fund: input.fund,
        method: input.method,
        phone: input.phone,
        fullName: input.fullName,
        email: input.email ?? null,
        mode: this.config.mode,
        userId: viewer?.id ?? null,
        createdAt: this.now(),
        expiresAt: new Date(this.now().getTime() + this.config.expiryMs),
      })
      .onConflictDoNothing({ target: donations.idempotencyKey })
      .returning();
    // Two sends of one gift at once: the other one stored it and asks the network.
    if (!row) return repeated((await this.byIdempotencyKey(input.idempotencyKey))!, input, viewer);
    await this.record(row.id, 'created', { amount: row.amount, method: row.method });
    return created(await this.requestPayment(row));
  }

  /**
   * A new gift goes to one of the church's funds as its settings name them now; the contract
   * checks only the id's form, since only the server reads the settings.
   */
  private async checkFund(fund: string): Promise<void> {
    const { funds } = await readChurchSettings(this.db);
    if (funds.some((name) => fundId(name) === fund)) return;
    throw badRequest(`Fund must be one of: ${funds.join(', ')}`, 'fund');
  }

  async status(id: string, reference: string): Promise<Donation> {
    const [row] = await this.db
      .select()
      .from(donations)
      .where(and(eq(donations.id, id), eq(donations.reference, reference)));
    if (!row) throw notFound(donationNotFoundMessage);
    return toDonationDto(row);
  }

  /**
   * A network's callback names a payment; it is recorded and answered at once, and only
   * prompts a lookup whose answer decides (docs/security.md#giving).
   */
  async callbackReceived(network: PaymentNetwork, id: string | null, body: unknown): Promise<void> {
    // Only a real UUID can name a gift; anything else is not ours (and PostgreSQL would refuse it).
    if (!id || !isUuid(id)) return;
    const [row] = await this.db
      .select()
      .from(donations)
      .where(and(eq(donations.id, id), eq(donations.method, network)));
    if (!row) return;
    // A flood about one gift (from however many addresses) prompts a few lookups a minute and
    // leaves one audit row a minute; the poller still looks the gift up (docs/giving.md).
    const admitted = await this.callbacks.admit(row.id);
    if (!admitted.lookUp) return;
    if (admitted.record)
      await this.record(row.id, 'callback', { network, claimed: summarise(body) });
    if (row.status === 'pending') this.lookUpSoon(row);
  }

  /** The poller's round: every pending gift is looked up, and expires once its time is past. */
  async lookUpPending(): Promise<void> {
    const pending = await this.db
      .select()
      .from(donations)
      .where(
        and(
          eq(donations.status, 'pending'),
          lte(donations.createdAt, this.now()),
          notExists(this.db.select().from(donationEvents).where(mismatchOf(donations.id))),
        ),
      )
      .orderBy(donations.createdAt)
      .limit(LOOKUPS_PER_POLL);
    await Promise.all(pending.map((row) => this.lookUp(row)));
  }

  /** Lookups started by callbacks and not finished yet; closing waits for them. */
  readonly inFlight = new Map<string, Promise<void>>();

  private lookUpSoon(row: DonationRow): void {
    void this.lookUp(row);
  }

  /** One lookup per gift at a time on this instance; another instance's is settled by the update. */
  lookUp(row: DonationRow): Promise<void> {
    const running = this.inFlight.get(row.id);
    if (running) return running;
    const lookup = this.decide(row)
      .catch((error: unknown) => {
        this.log.warn({ donationId: row.id, err: describe(error) }, 'donation lookup failed');
      })
      .finally(() => this.inFlight.delete(row.id));
    this.inFlight.set(row.id, lookup);
    return lookup;
  }

  private async decide(row: DonationRow): Promise<void> {
    let answer: PaymentState;
    try {
      answer = await this.providers[row.method].lookUp({
        reference: row.id,
        phone: row.phone,
        requestedAt: row.createdAt,
      });
    } catch (error) {
      // No answer is not an answer; past expiry it still ends the wait.
      if (this.now() < row.expiresAt) throw error;
      answer = { state: 'pending' };
    }
    if (answer.state === 'successful') {
      const differences = answer.paid ? paidDifferences(row, answer.paid) : [];
      if (differences.length > 0)
        return flagMismatch(this.db, this.log, this.now(), row, {
          transactionId: answer.transactionId,
          differences,
        });
      await this.finish(row.id, 'successful', { transactionId: answer.transactionId });
    } else if (answer.state === 'failed') {
      await this.finish(row.id, 'failed', { reason: answer.reason });
    } else if (this.now() >= row.expiresAt) {
      await this.finish(row.id, 'expired', {
        reason: 'The payment was not approved on the phone in time.',
      });
    }
  }

  private async requestPayment(row: DonationRow): Promise<DonationRow> {
    try {
      await this.providers[row.method].requestPayment({
        reference: row.id,
        amount: row.amount,
        phone: row.phone,
        // What the giver's phone shows with the prompt: the church as its settings name it now.
        payerMessage: `Gift to ${(await readChurchSettings(this.db)).name}`,
      });
      await this.record(row.id, 'requested', {});
      return row;
    } catch (error) {
      if (error instanceof PaymentRefused) {
        await this.finish(row.id, 'failed', {
          reason: 'The mobile money network refused the payment request.',
          detail: error.message,
        });
        return (await this.byIdempotencyKey(row.idempotencyKey)) ?? row;
      }
      // Maybe sent: the gift stays pending and the lookups decide.
      await this.record(row.id, 'request-uncertain', { error: describe(error) });
      return row;
    }
  }

  /**
   * The one way a gift leaves `pending`: a conditional update, so of two instances (or a
   * callback and the poller) exactly one finishes it; a success takes the year's next receipt
   * number in the same transaction, so numbers are neither shared nor skipped.
   */
  private async finish(
    id: string,
    status: FinalStatus,
    outcome: { reason?: string; transactionId?: string | null; detail?: string },
  ): Promise<boolean> {
    const finished = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(donations)
        .set({
          status,
          reason: outcome.reason ?? null,
          providerTransactionId: outcome.transactionId ?? null,
          finishedAt: this.now(),
        })
        .where(and(eq(donations.id, id), eq(donations.status, 'pending')))
        .returning();
      if (!row) return false;
      const receiptNumber =
        status === 'successful'
          ? await issueReceipt(tx, row, { ...this.place, mail: this.mail, receivedAt: this.now() })
          : undefined;
      await tx.insert(donationEvents).values({
        donationId: id,
        kind: status,
        detail: { ...outcome, ...(receiptNumber ? { receiptNumber } : {}) },
        createdAt: this.now(),
      });
      return true;
    });
    if (finished && status === 'successful') this.mail.kick();
    return finished;
  }

  private async record(donationId: string, kind: string, detail: Record<string, unknown>) {
    await this.db
      .insert(donationEvents)
      .values({ donationId, kind, detail, createdAt: this.now() });
  }

  private async byIdempotencyKey(key: string): Promise<DonationRow | undefined> {
    const [row] = await this.db.select().from(donations).where(eq(donations.idempotencyKey, key));
    return row;
  }
}
