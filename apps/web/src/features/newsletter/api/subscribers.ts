/**
 * The admin Subscribers list: GET /api/admin/newsletter-subscribers (newest first, fifty at a
 * time), DELETE …/:id, and the CSV export.
 */
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { NewsletterSubscriberPage } from '@torch/contract';
import { apiDownload, apiRequest } from '../../../shared/api/http-client';

export const subscribersQueryKey = ['admin', 'subscribers'] as const;
/** The Inbox feature's summary holds the subscriber count the dashboard shows. */
const inboxSummaryQueryKey = ['admin', 'inbox', 'summary'] as const;

export function getSubscribers(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NewsletterSubscriberPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<NewsletterSubscriberPage>(`/api/admin/newsletter-subscribers${query}`, {
    signal,
  });
}

export function subscribersQueryOptions() {
  return infiniteQueryOptions({
    queryKey: subscribersQueryKey,
    queryFn: ({ pageParam, signal }) => getSubscribers(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useSubscribers() {
  return useInfiniteQuery(subscribersQueryOptions());
}

export function removeSubscriber(id: string): Promise<void> {
  return apiRequest<void>(`/api/admin/newsletter-subscribers/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSubscriber,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscribersQueryKey }),
        queryClient.invalidateQueries({ queryKey: inboxSummaryQueryKey }),
      ]),
  });
}

/** Fetches the CSV with the admin's token and hands it to the browser as a download. */
export async function downloadSubscribersCsv(): Promise<void> {
  const { blob, filename } = await apiDownload(
    '/api/admin/newsletter-subscribers/export',
    'torch-subscribers.csv',
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadSubscribersCsv() {
  return useMutation({ mutationFn: downloadSubscribersCsv });
}
