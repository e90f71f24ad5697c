/**
 * What the staff see of giving (docs/giving.md#what-staff-see): totals of successful gifts, a
 * filtered list a page at a time and its CSV export. Every read names one mode, so simulator
 * gifts never mix with money that moved; phone numbers are masked unless the policy says the
 * reader may see them whole.
 */
import {
  type AdminDonation,
  type adminDonationFilterSchema,
  type adminDonationListQuerySchema,
  fundName,
  fundsWithGifts,
  type GivingMode,
  type GivingTotals,
  type Page,
  paymentNetworks,
} from '@torch/contract';
import { stringify } from 'csv-stringify/sync';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { canSeeGiverPhones } from '../../auth/policies';
import type { Viewer } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { containsText } from '../../db/contains-text';
import { newestFirst, orderBy } from '../../db/paging';
import { tablePage } from '../../db/table-page';
import { donations } from '../../db/schema';
import { readChurchSettings, readChurchTimeZone } from '../church/settings-reader';
import { churchDayStart } from './member-records';
import { toAdminDonationDto } from './presenter';

type Filter = z.output<typeof adminDonationFilterSchema>;
const newest = newestFirst(donations);
const DAYS_CHARTED = 30;
const MONTHS_CHARTED = 12;

/** 'YYYY-MM-DD' of a UTC date, and that date moved by whole days or months. */
const dayText = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  dayText(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
const addMonths = (month: string, months: number) => {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return dayText(date).slice(0, 7);
};

export class StaffGivingRecords {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** The filter's conditions; its dates are the church's days, in `timeZone`. */
  private where(filter: Filter, timeZone: string): SQL | undefined {
    return and(
      eq(donations.mode, filter.mode),
      filter.status ? eq(donations.status, filter.status) : undefined,
      filter.fund ? eq(donations.fund, filter.fund) : undefined,
      filter.method ? eq(donations.method, filter.method) : undefined,
      filter.from
        ? sql`${donations.createdAt} >= ${churchDayStart(filter.from, timeZone)}`
        : undefined,
      filter.to
        ? sql`${donations.createdAt} < ${churchDayStart(addDays(filter.to, 1), timeZone)}`
        : undefined,
      containsText(
        sql`lower(${donations.fullName} || ' ' || coalesce(${donations.receiptNumber}, ''))`,
        filter.q,
      ),
    );
  }

  async list(
    query: z.output<typeof adminDonationListQuerySchema>,
    viewer: Viewer,
  ): Promise<Page<AdminDonation>> {
    const filters = this.where(query, await readChurchTimeZone(this.db));
    const whole = canSeeGiverPhones(viewer);
    return tablePage(this.db, donations, {
      query,
      ordering: newest,
      filter: filters,
      toItem: (row) => toAdminDonationDto(row, whole),
    });
  }

  /**
   * The filtered gifts as CSV, newest first. Names are typed by givers, so a cell that starts
   * like a formula is escaped before a spreadsheet can run it.
   */
  async exportCsv(filter: Filter, viewer: Viewer): Promise<string> {
    const { timeZone, funds } = await readChurchSettings(this.db);
    const rows = await this.db
      .select()
      .from(donations)
      .where(this.where(filter, timeZone))
      .orderBy(...orderBy(newest));
    const whole = canSeeGiverPhones(viewer);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' });
    return stringify(
      rows.map((row) => {
        const gift = toAdminDonationDto(row, whole);
        return [
          day.format(row.createdAt),
          gift.receiptNumber ?? '',
          gift.status,
          gift.amount,
          fundName(gift.fund, funds),
          paymentNetworks[gift.method],
          gift.phone,
          gift.fullName,
          gift.email ?? '',
          gift.member ? 'yes' : 'no',
          gift.mode,
        ];
      }),
      {
        header: true,
        columns: [
          'Date',
          'Receipt',
          'Status',
          'Amount (UGX)',
          'Fund',
          'Method',
          'Phone',
          'Name',
          'Email',
          'Member',
          'Mode',
        ],
        escape_formulas: true,
      },
    );
  }

  /** Successful gifts of the last twelve months, summed by the church's day and by fund. */
  async totals(mode: GivingMode): Promise<GivingTotals> {
    const { timeZone, funds } = await readChurchSettings(this.db);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(this.now());
    const thisMonth = today.slice(0, 7);
    const firstMonth = addMonths(thisMonth, 1 - MONTHS_CHARTED);
    const received = sql`(${donations.finishedAt} at time zone ${timeZone})::date`;
    const rows = await this.db
      .select({
        day: sql<string>`to_char(${received}, 'YYYY-MM-DD')`,
        fund: donations.fund,
        amount: sql<number>`sum(${donations.amount})::bigint::float8`,
        count: count(),
      })
      .from(donations)
      .where(
        and(
          eq(donations.mode, mode),
          eq(donations.status, 'successful'),
          sql`${donations.finishedAt} >= ${churchDayStart(`${firstMonth}-01`, timeZone)}`,
        ),
      )
      // By position: the day's expression carries the time zone as a parameter, and a second
      // copy of it in GROUP BY would be a different parameter to PostgreSQL.
      .groupBy(sql`1`, sql`2`);
    const sum = (keep: (row: (typeof rows)[number]) => boolean) => {
      const kept = rows.filter(keep);
      return {
        amount: kept.reduce((total, row) => total + row.amount, 0),
        count: kept.reduce((total, row) => total + row.count, 0),
      };
    };
    const thisYear = rows.filter((row) => row.day.startsWith(today.slice(0, 4)));
    return {
      mode,
      today: sum((row) => row.day === today),
      thisMonth: sum((row) => row.day.startsWith(thisMonth)),
      thisYear: sum((row) => thisYear.includes(row)),
      byFund: fundsWithGifts(
        funds,
        thisYear.map((row) => row.fund),
      ).map((fund) => ({ fund, ...sum((row) => thisYear.includes(row) && row.fund === fund) })),
      byDay: Array.from({ length: DAYS_CHARTED }, (_, i) => {
        const date = addDays(today, i + 1 - DAYS_CHARTED);
        return { date, ...sum((row) => row.day === date) };
      }),
      byMonth: Array.from({ length: MONTHS_CHARTED }, (_, i) => {
        const month = addMonths(firstMonth, i);
        return { month, ...sum((row) => row.day.startsWith(month)) };
      }),
    };
  }
}
