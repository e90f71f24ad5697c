/**
 * Giving's records (docs/giving.md): a receipt for whoever holds a gift's reference, a member's
 * own gifts and yearly statement, and the staff's totals, list and CSV export.
 */
import { z } from 'zod';
import { donationNotFoundMessage, donationStatusQuerySchema } from '../giving';
import {
  adminDonationFilterSchema,
  adminDonationListQuerySchema,
  adminDonationSchema,
  donationReceiptSchema,
  givingStatementQuerySchema,
  givingStatementSchema,
  givingTotalsQuerySchema,
  givingTotalsSchema,
  memberDonationQuerySchema,
  memberDonationSchema,
} from '../giving-records';
import { defineRoute } from '../http/route';
import { pagedList } from './paged-list';
import { idParamsSchema } from './params';

const tag = 'Giving';

export const givingRecordRoutes = {
  receipt: defineRoute({
    method: 'GET',
    path: '/api/donations/:id/receipt',
    summary: "A successful gift's receipt, for whoever holds its reference",
    tag,
    access: 'anyone',
    params: idParamsSchema,
    notFoundMessage: donationNotFoundMessage,
    query: donationStatusQuerySchema,
    response: donationReceiptSchema,
  }),
  mine: pagedList({
    path: '/api/profile/donations',
    summary: 'Your own gifts, newest first, a page at a time',
    tag,
    access: 'member',
    query: memberDonationQuerySchema,
    item: memberDonationSchema,
  }),
  statement: defineRoute({
    method: 'GET',
    path: '/api/profile/giving-statement',
    summary: 'Your successful gifts in one year, with totals by fund',
    tag,
    access: 'member',
    query: givingStatementQuerySchema,
    response: givingStatementSchema,
  }),
  totals: defineRoute({
    method: 'GET',
    path: '/api/admin/donations/totals',
    summary: 'Successful gifts in one mode: today, this month and year, by fund, day and month',
    tag,
    access: 'admin',
    query: givingTotalsQuerySchema,
    response: givingTotalsSchema,
  }),
  list: pagedList({
    path: '/api/admin/donations',
    summary: 'Gifts in one mode, newest first, filtered; phones masked below Super-Admin',
    tag,
    access: 'admin',
    query: adminDonationListQuerySchema,
    item: adminDonationSchema,
  }),
  exportCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/donations/export',
    summary: 'The filtered gifts as a CSV download; phones masked below Super-Admin',
    tag,
    access: 'admin',
    query: adminDonationFilterSchema,
    response: z.string(),
    contentType: 'text/csv',
  }),
};
