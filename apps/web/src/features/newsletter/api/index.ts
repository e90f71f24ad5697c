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
import { saveDownload } from '../../../shared/api/http-client';
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
export function downloadSubscribersCsv(): Promise<void> {
  return saveDownload(routeUrl(newsletterRoutes.exportCsv, {}), 'torch-subscribers.csv');
}

export function useDownloadSubscribersCsv() {
  return useMutation({ mutationFn: downloadSubscribersCsv });
}
