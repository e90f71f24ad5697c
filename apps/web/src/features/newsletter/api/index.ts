/**
 * The newsletter's data: the footer form, the confirmation and unsubscribe links, the admin
 * Subscribers list (newest first, fifty at a time), its removals and its CSV export, and the
 * Newsletter screen's counts, tests, sends and issues, over the routes declared in the contract.
 */
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  blogRoutes,
  newsletterRoutes,
  type NewsletterDraft,
  type NewsletterInput,
} from '@torch/contract';
import { saveDownload } from '../../../shared/api/http-client';
import { useDownloadName } from '../../church';
import {
  callRoute,
  routeInfiniteQuery,
  routeQuery,
  routeUrl,
  useBodyMutation,
} from '../../../shared/api/route-client';
import { usePagedList } from '../../../shared/api/use-paged-list';

export const newsletterKeys = {
  subscribers: ['admin', 'subscribers'] as const,
  /** The Inbox feature's summary holds the subscriber count the dashboard shows. */
  inboxSummary: ['admin', 'inbox', 'summary'] as const,
  counts: ['admin', 'newsletter', 'summary'] as const,
  issues: ['admin', 'newsletter', 'issues'] as const,
  post: (slug: string) => ['admin', 'newsletter', 'post', slug] as const,
};

/** How often the issues list is read while one is still going out (docs/newsletter.md). */
export const ISSUE_PROGRESS_POLL_MS = 2_000;

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
export function useDownloadSubscribersCsv() {
  const fileName = useDownloadName();
  return useMutation({
    mutationFn: () =>
      saveDownload(routeUrl(newsletterRoutes.exportCsv, {}), fileName('subscribers', 'csv')),
  });
}

export const useConfirmSubscription = () =>
  useMutation({
    mutationFn: (token: string) => callRoute(newsletterRoutes.confirm, { body: { token } }),
  });

export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) => callRoute(newsletterRoutes.unsubscribe, { params: { token } }),
  });

/** Pending, confirmed and unsubscribed, for the Newsletter screen's figures. */
export const useNewsletterCounts = () =>
  useQuery(routeQuery(newsletterKeys.counts, newsletterRoutes.summary));

/**
 * Past issues, newest first. While one is still being queued or sent the list is read again
 * every two seconds, so its progress moves on screen; once all are done, it stops.
 */
export const useNewsletterIssues = () =>
  usePagedList({
    ...routeInfiniteQuery(newsletterKeys.issues, newsletterRoutes.issues),
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((issue) => issue.state !== 'sent'))
        ? ISSUE_PROGRESS_POLL_MS
        : false,
  });

export const useSendTestNewsletter = () =>
  useMutation({
    mutationFn: (body: NewsletterDraft) => callRoute(newsletterRoutes.sendTest, { body }),
  });

export const useSendNewsletter = () =>
  useBodyMutation(newsletterRoutes.send, newsletterKeys.issues);

/** A published post, to start a newsletter from (the Make a newsletter action of Admin blog). */
export const usePostForNewsletter = (slug: string | null) =>
  useQuery({
    queryKey: newsletterKeys.post(slug ?? ''),
    queryFn: ({ signal }) => callRoute(blogRoutes.bySlug, { params: { slug: slug! } }, { signal }),
    enabled: slug !== null,
    staleTime: Infinity,
  });
