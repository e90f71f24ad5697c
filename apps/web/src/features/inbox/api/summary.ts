/**
 * The Inbox's keys and its unread count, apart from the rest: the app's menus load this module
 * on every page, and it must not carry the route declarations' zod schemas (see callRouteAt).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { contactRoutes, InboxFilter } from '@torch/contract';
import { callRouteAt } from '../../../shared/api/route-client';

/** Everything under `inboxKeys.all` is refreshed together. */
export const inboxKeys = {
  all: ['admin', 'inbox'] as const,
  summary: ['admin', 'inbox', 'summary'] as const,
  messages: ['admin', 'inbox', 'messages'] as const,
  list: (status: InboxFilter) => ['admin', 'inbox', 'messages', status] as const,
};

/**
 * Unread messages and subscribers, for the badge in the admin navigation and the dashboard.
 * Polled like the dashboard's figures.
 */
export function inboxSummaryQueryOptions() {
  return queryOptions({
    queryKey: inboxKeys.summary,
    queryFn: ({ signal }) =>
      callRouteAt<typeof contactRoutes.summary>(
        { method: 'GET', path: '/api/admin/inbox-summary' },
        {},
        { signal },
      ),
    refetchInterval: 30_000,
    staleTime: 15_000,
    retry: 1,
  });
}

/** `enabled` is false for members: they may not ask, and must not get a 403 every 30 s. */
export function useInboxSummary(enabled = true) {
  return useQuery({ ...inboxSummaryQueryOptions(), enabled });
}
