/**
 * Receipts (docs/giving.md#receipts): the year's next number, taken in the transaction that marks
 * a gift successful, and the mail that carries it with a link to the printable receipt.
 */
import { fundName, type GivingMode, paymentNetworks } from '@torch/contract';
import type { Transaction } from '../../db/client';
import { eq, sql } from 'drizzle-orm';
import { donations, receiptCounters, testReceiptCounters } from '../../db/schema';
import { readChurchSettings } from '../church/settings-reader';
import type { MailQueue } from '../mail/service';
import { giftReceiptMail } from '../mail/templates';

type DonationRow = typeof donations.$inferSelect;

/** The calendar year `at` falls in where the church is. */
export function churchYear(at: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(at));
}

/**
 * The letters before a live receipt's year, made from the church's names as the settings say
 * when the number is given (docs/giving.md#receipts): the initials of its name when the name
 * has two words or more ("Torch Fellowship" → TF), else its short name ("Grace" → GRACE);
 * letters only, upper case, at most eight. A number once given is stored and never remade, so
 * renaming the church changes only the numbers given after.
 */
export function receiptPrefix(church: { name: string; shortName: string }): string {
  const letters = (text: string) =>
    [...text.toUpperCase()].filter((character) => /\p{L}/u.test(character));
  // Each word's first letter ("St. Paul's" → SP); a word with none ("&", "2") gives nothing.
  const initials = church.name.split(/\s+/).flatMap((word) => letters(word).slice(0, 1));
  const chosen = [
    initials.length >= 2 ? initials : [],
    letters(church.shortName),
    letters(church.name),
  ].find((candidate) => candidate.length > 0);
  // A name of digits and signs alone has no letter to take: such a church's receipts say R.
  return (chosen ?? ['R']).slice(0, 8).join('');
}

/**
 * TF-2026-000123: the church's prefix, then the year's counter raised by one, so numbers are
 * neither shared nor skipped. Test-mode gifts count apart, as TEST-2026-000001, and never take a
 * live number.
 */
export async function nextReceiptNumber(
  tx: Transaction,
  year: number,
  mode: GivingMode,
  prefix: string,
): Promise<string> {
  const counters = mode === 'test' ? testReceiptCounters : receiptCounters;
  const [counter] = await tx
    .insert(counters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: counters.year, set: { last: sql`${counters.last} + 1` } })
    .returning({ last: counters.last });
  return `${mode === 'test' ? 'TEST' : prefix}-${year}-${String(counter!.last).padStart(6, '0')}`;
}

/** Where the giver reads and prints the receipt: the reference is their key to it. */
export const receiptLink = (publicUrl: string, row: DonationRow) =>
  `${publicUrl}/#/giving/receipt/${row.id}?reference=${encodeURIComponent(row.reference)}`;

export function receiptMail(
  row: DonationRow,
  receiptNumber: string,
  place: { timeZone: string; publicUrl: string; receivedAt: Date; funds: readonly string[] },
) {
  return giftReceiptMail({
    fullName: row.fullName,
    amountUgx: row.amount,
    fund: fundName(row.fund, place.funds),
    network: paymentNetworks[row.method],
    receiptNumber,
    receivedOn: new Intl.DateTimeFormat('en-GB', {
      timeZone: place.timeZone,
      dateStyle: 'long',
    }).format(place.receivedAt),
    receiptUrl: receiptLink(place.publicUrl, row),
    test: row.mode === 'test',
  });
}

/**
 * Numbers a gift that just succeeded and queues its receipt mail, in the transaction that marks
 * it successful: no success without its receipt. Returns the number.
 */
export async function issueReceipt(
  tx: Transaction,
  row: DonationRow,
  place: { publicUrl: string; mail: MailQueue; receivedAt: Date },
): Promise<string> {
  // The church's names, zone and funds, read in this transaction (PGlite has one connection).
  const settings = await readChurchSettings(tx);
  const { timeZone, funds } = settings;
  const year = churchYear(place.receivedAt, timeZone);
  const receiptNumber = await nextReceiptNumber(tx, year, row.mode, receiptPrefix(settings));
  await tx.update(donations).set({ receiptNumber }).where(eq(donations.id, row.id));
  if (row.email) {
    const mail = receiptMail(row, receiptNumber, { ...place, timeZone, funds });
    await place.mail.enqueue(row.email, mail, tx);
  }
  return receiptNumber;
}
