/**
 * GET /api/admin/inbox-summary: unread messages and subscribers, for the badge in the admin
 * navigation and the dashboard. Polled like the dashboard's figures, and only for admins.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxSummary } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { inboxKeys } from './inbox-keys';

export function getInboxSummary(signal?: AbortSignal): Promise<InboxSummary> {
  return apiRequest<InboxSummary>('/api/admin/inbox-summary', { signal });
}

export function inboxSummaryQueryOptions() {
  return queryOptions({
    queryKey: inboxKeys.summary,
    queryFn: ({ signal }) => getInboxSummary(signal),
    refetchInterval: 30_000,
    staleTime: 15_000,
    retry: 1,
  });
}

/** `enabled` is false for members: they may not ask, and must not get a 403 every 30 s. */
export function useInboxSummary(enabled = true) {
  return useQuery({ ...inboxSummaryQueryOptions(), enabled });
}
