/**
 * Registration's data (docs/events.md): registering, confirming and cancelling, a member's
 * tickets, and the staff's list, counts, check-in and mail, over the contract's routes.
 */
import { infiniteQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  eventRegistrationRoutes as routes,
  type RegistrationInput,
  type RegistrationStatus,
} from '@torch/contract';
import { saveDownload } from '../../../shared/api/http-client';
import { useDownloadName } from '../../church';
import {
  callRoute,
  callRoutePage,
  routeInfiniteQuery,
  routeUrl,
} from '../../../shared/api/route-client';
import { usePagedList } from '../../../shared/api/use-paged-list';

export type RegistrationFilter = Exclude<RegistrationStatus, 'pending'> | 'checked-in' | 'all';

export const registrationKeys = {
  all: ['event-registrations'] as const,
  mine: ['event-registrations', 'mine'] as const,
  mineFor: (eventId: string) => ['event-registrations', 'mine', 'event', eventId] as const,
  ofEvent: (eventId: string) => ['event-registrations', 'event', eventId] as const,
  list: (eventId: string, status: RegistrationFilter, q: string) =>
    ['event-registrations', 'event', eventId, 'list', status, q] as const,
  attendance: (eventId: string) => ['event-registrations', 'event', eventId, 'attendance'] as const,
  dashboard: ['event-registrations', 'dashboard'] as const,
};

/** How often the door's counts refresh: short polling keeps several phones in step. */
export const DOOR_POLL_MS = 3_000;

export const ticketQrUrl = (code: string) => routeUrl(routes.ticketQr, { params: { code } });

export function useRegister(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegistrationInput) =>
      callRoute(routes.register, { params: { id: eventId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
  });
}

export const useConfirmRegistration = () =>
  useMutation({ mutationFn: (token: string) => callRoute(routes.confirm, { body: { token } }) });

export function useCancelRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { eventId: string; registrationId: string; token?: string }) =>
      callRoute(routes.cancel, {
        params: { id: input.eventId, registrationId: input.registrationId },
        query: input.token ? { token: input.token } : {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
  });
}

/** "My tickets", soonest event first, a page at a time (docs/events.md#tickets). */
export const useMyTickets = () =>
  usePagedList(routeInfiniteQuery(registrationKeys.mine, routes.mine));

/** The member's registration for one event, if any: whatever page of My tickets it is on. */
export const useMyTicketFor = (eventId: string, enabled: boolean) =>
  useQuery({
    queryKey: registrationKeys.mineFor(eventId),
    queryFn: ({ signal }) => callRoute(routes.mine, { query: { event: eventId } }, { signal }),
    select: (tickets) => tickets[0],
    enabled,
  });

export function useRegistrationList(eventId: string, status: RegistrationFilter, q: string) {
  return usePagedList(
    infiniteQueryOptions({
      queryKey: registrationKeys.list(eventId, status, q),
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) =>
        callRoutePage(
          routes.list,
          {
            params: { id: eventId },
            query: {
              cursor: pageParam,
              q: q || undefined,
              status: status === 'all' ? undefined : status,
            },
          },
          { signal },
        ),
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
}

export const useAttendance = (eventId: string, live = false) =>
  useQuery({
    queryKey: registrationKeys.attendance(eventId),
    queryFn: ({ signal }) => callRoute(routes.attendance, { params: { id: eventId } }, { signal }),
    ...(live ? { refetchInterval: DOOR_POLL_MS } : {}),
  });

export const useAttendanceDashboard = () =>
  useQuery({
    queryKey: registrationKeys.dashboard,
    queryFn: ({ signal }) => callRoute(routes.dashboard, {}, { signal }),
  });

export function useCheckIn(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code?: string; registrationId?: string }) =>
      callRoute(routes.checkIn, { params: { id: eventId }, body }),
    onSuccess: (result) =>
      queryClient.setQueryData(registrationKeys.attendance(eventId), result.attendance),
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrationKeys.ofEvent(eventId) }),
  });
}

export const useMailAttendees = (eventId: string) =>
  useMutation({
    mutationFn: (body: { subject: string; message: string }) =>
      callRoute(routes.mailAttendees, { params: { id: eventId }, body }),
  });

export function useDownloadRegistrationsCsv(eventId: string) {
  const fileName = useDownloadName();
  return useMutation({
    mutationFn: () =>
      saveDownload(
        routeUrl(routes.exportCsv, { params: { id: eventId } }),
        fileName('registrations', 'csv'),
      ),
  });
}
