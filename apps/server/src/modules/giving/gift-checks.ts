/**
 * The small rules a gift is checked by (docs/giving.md): when a repeated idempotencyKey is a
 * retry, and how ids, references and callbacks' claims are shaped for the audit trail.
 */
import type { DonationCreated, donationInputSchema } from '@torch/contract';
import type { z } from 'zod';
import type { Viewer } from '../../auth/sessions';
import type { donations } from '../../db/schema';
import { conflict } from '../../http/app-error';

type DonationRow = typeof donations.$inferSelect;

export const created = (row: DonationRow): DonationCreated => ({
  _id: row.id,
  status: row.status,
  reference: row.reference,
});

export const IDEMPOTENCY_KEY_REUSED =
  'This idempotencyKey was sent with a different gift. Use a new key for a new gift.';

/**
 * A repeated idempotencyKey is a retry only when it asks for the same gift from the same
 * account; then it gets the same answer, reference included, since it is the creator's request
 * again. Anything else is a 409 that says nothing of the first gift (docs/giving.md).
 */
export function repeated(
  row: DonationRow,
  input: z.output<typeof donationInputSchema>,
  viewer: Viewer | null,
): DonationCreated {
  const same =
    row.amount === input.amount &&
    row.phone === input.phone &&
    row.method === input.method &&
    row.fund === input.fund &&
    row.userId === (viewer?.id ?? null);
  if (!same) throw conflict(IDEMPOTENCY_KEY_REUSED);
  return created(row);
}

/** 32 random bytes: the giver's key to the status, unguessable. */
export function randomReference(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
}

/** What a callback claimed, kept small for the audit trail (never trusted). */
export function summarise(body: unknown): unknown {
  const text = JSON.stringify(body ?? null);
  return text.length > 2000 ? text.slice(0, 2000) : body;
}

export function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only a real UUID can name a gift; PostgreSQL refuses anything else in a uuid column. */
export const isUuid = (id: string) => UUID.test(id);
