/**
 * The newsletter's data: the footer form, and the admin Subscribers list (newest first, fifty at
 * a time), its removals and its CSV export, over the routes declared in the contract.
 */
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { newsletterRoutes, type NewsletterInput } from '@torch/contract';
import { apiDownload } from '../../../shared/api/http-client';
import { callRoute, routeUrl } from '../../../shared/api/route-client';

export const newsletterKeys = {
  subscribers: ['admin', 'subscribers'] as const,
  /** The Inbox feature's summary holds the subscriber count the dashboard shows. */
  inboxSummary: ['admin', 'inbox', 'summary'] as const,
};

/** A repeated address gets the same answer: nothing cached changes. */
export function useSubscribeToNewsletter() {
  return useMutation({
    mutationFn: (body: NewsletterInput) => callRoute(newsletterRoutes.subscribe, { body }),
  });
}

export function subscribersQueryOptions() {
  return infiniteQueryOptions({
    queryKey: newsletterKeys.subscribers,
    queryFn: ({ pageParam, signal }) =>
      callRoute(
        newsletterRoutes.listPage,
        { query: pageParam ? { cursor: pageParam } : {} },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The loaded pages as one list, newest first. */
export const useSubscribers = () =>
  useInfiniteQuery({
    ...subscribersQueryOptions(),
    select: (data) => data.pages.flatMap((page) => page.subscribers),
  });

/** How many have signed up in all, as the first page counts them. */
export const useSubscriberTotal = () =>
  useInfiniteQuery({ ...subscribersQueryOptions(), select: (data) => data.pages[0]?.total ?? 0 });

export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(newsletterRoutes.remove, { params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: newsletterKeys.subscribers }),
        queryClient.invalidateQueries({ queryKey: newsletterKeys.inboxSummary }),
      ]),
  });
}

/** Fetches the CSV with the admin's token and hands it to the browser as a download. */
export async function downloadSubscribersCsv(): Promise<void> {
  const { blob, filename } = await apiDownload(
    routeUrl(newsletterRoutes.exportCsv, {}),
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
