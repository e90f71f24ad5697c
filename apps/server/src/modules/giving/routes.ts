/** Giving's routes: each is its declaration and one call into the service. */
import type { givingRecordRoutes, givingRoutes } from '@torch/contract';
import { sendCsvDownload, type ChurchNames } from '../../http/csv-download';
import type { RouteHandlers } from '../../http/register-routes';
import type { MemberGivingRecords } from './member-records';
import type { DonationService } from './service';
import type { StaffGivingRecords } from './staff-records';

export function givingRouteHandlers(
  donations: DonationService,
): RouteHandlers<typeof givingRoutes> {
  return {
    config: () => donations.publicConfig(),
    create: ({ body, viewer }) => donations.give(body, viewer),
    status: ({ params, query }) => donations.status(params.id, query.reference),
    mtnCallback: async ({ body }) => {
      // MTN sends back the externalId we gave (the gift's id), and sometimes its reference.
      await donations.callbackReceived(
        'mtn',
        stringField(body, 'externalId') ?? stringField(body, 'referenceId'),
        body,
      );
      return { received: true };
    },
    airtelCallback: async ({ body }) => {
      const transaction = body.transaction;
      const id =
        typeof transaction === 'object' && transaction !== null
          ? stringField(transaction as Record<string, unknown>, 'id')
          : null;
      await donations.callbackReceived('airtel', id, body);
      return { received: true };
    },
  };
}

export function givingRecordRouteHandlers(
  member: MemberGivingRecords,
  staff: StaffGivingRecords,
  now: () => Date,
  church: ChurchNames,
): RouteHandlers<typeof givingRecordRoutes> {
  return {
    receipt: ({ params, query }) => member.receipt(params.id, query.reference),
    mine: ({ query, viewer }) => member.mine(viewer, query),
    statement: ({ query, viewer }) => member.statement(viewer, query.year),
    totals: ({ query }) => staff.totals(query.mode),
    list: ({ query, viewer }) => staff.list(query, viewer),
    exportCsv: async ({ query, viewer, reply }) =>
      sendCsvDownload(reply, {
        church: await church(),
        name: `gifts-${query.mode}`,
        csv: await staff.exportCsv(query, viewer),
        now: now(),
      }),
  };
}

function stringField(body: Record<string, unknown>, name: string): string | null {
  const value = body[name];
  return typeof value === 'string' ? value : null;
}
