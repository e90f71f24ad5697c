/**
 * What a giver reads afterwards (docs/giving.md#receipts): a receipt for whoever holds the gift's
 * reference (never a list), and a member's own gifts and yearly statement, found by the account
 * the token names. A statement reads the server's mode only, so test gifts never reach one.
 */
import {
  type ChurchSettings,
  donationNotFoundMessage,
  type DonationReceipt,
  fundsWithGifts,
  type GivingStatement,
  type IssuingChurch,
  type MemberDonation,
  type Page,
  type PageQuery,
  receiptNotReadyMessage,
} from '@torch/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { newestFirst } from '../../db/paging';
import { tablePage } from '../../db/table-page';
import { donations } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { readChurchSettings } from '../church/settings-reader';
import { toMemberDonationDto, toReceiptDto } from './presenter';

type DonationRow = typeof donations.$inferSelect;
const newest = newestFirst(donations);

/** The instant a church calendar day ('2026-01-31') begins. */
export const churchDayStart = (day: string, timeZone: string) =>
  sql`(${day}::date::timestamp at time zone ${timeZone})`;

/**
 * Every one of the church's funds in the settings' order, with what was given to it (0 where
 * nothing was), then any fund renamed or removed since that still has gifts here.
 */
export function totalsByFund(rows: { fund: string; amount: number }[], funds: readonly string[]) {
  return fundsWithGifts(
    funds,
    rows.map((row) => row.fund),
  ).map((fund) => {
    const given = rows.filter((row) => row.fund === fund);
    return {
      fund,
      amount: given.reduce((sum, row) => sum + row.amount, 0),
      count: given.length,
    };
  });
}

const issuer = ({ name, address, currency }: ChurchSettings): IssuingChurch => ({
  name,
  address,
  currency,
});

const hasReceipt = (
  row: DonationRow,
): row is DonationRow & { receiptNumber: string; finishedAt: Date } =>
  row.status === 'successful' && row.receiptNumber !== null && row.finishedAt !== null;

export class MemberGivingRecords {
  constructor(
    private readonly db: Database,
    private readonly mode: 'test' | 'live',
  ) {}

  /** The same answer for a wrong id and a wrong reference: neither says the other exists. */
  async receipt(id: string, reference: string): Promise<DonationReceipt> {
    const [row] = await this.db
      .select()
      .from(donations)
      .where(and(eq(donations.id, id), eq(donations.reference, reference)));
    if (!row) throw notFound(donationNotFoundMessage);
    if (!hasReceipt(row)) throw notFound(receiptNotReadyMessage);
    return { ...toReceiptDto(row), church: await this.issuingChurch() };
  }

  async mine(viewer: Viewer, query: PageQuery): Promise<Page<MemberDonation>> {
    const own = eq(donations.userId, viewer.id);
    return tablePage(this.db, donations, {
      query,
      ordering: newest,
      filter: own,
      toItem: toMemberDonationDto,
    });
  }

  /** The church as its settings say now: a reprinted receipt shows today's name and address. */
  private async issuingChurch(): Promise<IssuingChurch> {
    return issuer(await readChurchSettings(this.db));
  }

  /** The year's successful gifts by when the network confirmed them, in the church's calendar. */
  async statement(viewer: Viewer, year: number): Promise<GivingStatement> {
    // One read of the settings: the church's year boundaries, its funds and its letterhead.
    const settings = await readChurchSettings(this.db);
    const { timeZone } = settings;
    const rows = await this.db
      .select()
      .from(donations)
      .where(
        and(
          eq(donations.userId, viewer.id),
          eq(donations.mode, this.mode),
          eq(donations.status, 'successful'),
          sql`${donations.finishedAt} >= ${churchDayStart(`${year}-01-01`, timeZone)}`,
          sql`${donations.finishedAt} < ${churchDayStart(`${year + 1}-01-01`, timeZone)}`,
        ),
      )
      .orderBy(donations.finishedAt, donations.id);
    const gifts = rows.filter(hasReceipt).map(toReceiptDto);
    return {
      year,
      fullName: viewer.fullName,
      mode: this.mode,
      gifts,
      total: { amount: gifts.reduce((sum, gift) => sum + gift.amount, 0), count: gifts.length },
      byFund: totalsByFund(gifts, settings.funds),
      church: issuer(settings),
    };
  }
}
