/** Registration's routes: each is its declaration in the contract and one call into a service. */
import type { eventRegistrationRoutes } from '@torch/contract';
import { sendCsvDownload, type ChurchNames } from '../../http/csv-download';
import type { RouteHandlers } from '../../http/register-routes';
import type { DoorService } from './door';
import type { RegistrationService } from './service';

export function eventRegistrationRouteHandlers(
  registrations: RegistrationService,
  door: DoorService,
  now: () => Date,
  church: ChurchNames,
): RouteHandlers<typeof eventRegistrationRoutes> {
  return {
    register: ({ params, body, viewer }) => registrations.register(params.id, body, viewer),
    confirm: ({ body }) => registrations.confirm(body.token),
    cancel: ({ params, query, viewer }) =>
      registrations.cancel(params.id, params.registrationId, query.token, viewer),
    mine: ({ query, viewer }) => registrations.mine(viewer, query),
    ticketQr: async ({ params, reply }) =>
      reply
        .header('Content-Type', 'image/png')
        // The code is the ticket: no browser, proxy or service worker keeps a copy of it.
        .header('Cache-Control', 'no-store')
        .send(await registrations.ticketQr(params.code)),
    list: ({ params, query }) => door.list(params.id, query),
    exportCsv: async ({ params, reply }) =>
      sendCsvDownload(reply, {
        church: await church(),
        name: 'registrations',
        csv: (await door.exportCsv(params.id)).csv,
        now: now(),
      }),
    attendance: ({ params }) => door.attendance(params.id),
    dashboard: () => door.dashboard(),
    checkIn: ({ params, body }) => door.checkIn(params.id, body),
    mailAttendees: ({ params, body }) => door.mailAttendees(params.id, body),
  };
}
