/** GET /api/admin/contact-messages: the Inbox, newest first, fifty at a time. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ContactMessagePage, InboxFilter } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { inboxKeys } from './inbox-keys';

export function getContactMessages(
  status: InboxFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ContactMessagePage> {
  const query = new URLSearchParams({ status });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<ContactMessagePage>(`/api/admin/contact-messages?${query.toString()}`, {
    signal,
  });
}

export function contactMessagesQueryOptions(status: InboxFilter) {
  return infiniteQueryOptions({
    queryKey: inboxKeys.list(status),
    queryFn: ({ pageParam, signal }) => getContactMessages(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useContactMessages(status: InboxFilter) {
  return useInfiniteQuery(contactMessagesQueryOptions(status));
}
