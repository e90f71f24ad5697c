/** The admin Inbox's data: queries and mutations over the contact routes declared in the contract. */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  contactRoutes,
  type ContactMessage,
  type ContactMessagePage,
  type InboxFilter,
} from '@torch/contract';
import { callRoute } from '../../../shared/api/route-client';

/** Everything under `inboxKeys.all` is refreshed together. */
export const inboxKeys = {
  all: ['admin', 'inbox'] as const,
  summary: ['admin', 'inbox', 'summary'] as const,
  messages: ['admin', 'inbox', 'messages'] as const,
  list: (status: InboxFilter) => ['admin', 'inbox', 'messages', status] as const,
};

/**
 * Changes the loaded messages of every filter where they stand (rather than refetching them),
 * then refreshes the unread count.
 */
export function updateLoadedMessages(
  queryClient: QueryClient,
  change: (messages: ContactMessage[]) => ContactMessage[],
): void {
  queryClient.setQueriesData<InfiniteData<ContactMessagePage>>(
    { queryKey: inboxKeys.messages },
    (old) =>
      old && {
        ...old,
        pages: old.pages.map((page) => ({ ...page, messages: change(page.messages) })),
      },
  );
  void queryClient.invalidateQueries({ queryKey: inboxKeys.summary });
}

/** The Inbox, newest first, fifty at a time. */
export function contactMessagesQueryOptions(status: InboxFilter) {
  return infiniteQueryOptions({
    queryKey: inboxKeys.list(status),
    queryFn: ({ pageParam, signal }) =>
      callRoute(
        contactRoutes.listPage,
        { query: { status, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const useContactMessages = (status: InboxFilter) =>
  useInfiniteQuery(contactMessagesQueryOptions(status));

/**
 * Unread messages and subscribers, for the badge in the admin navigation and the dashboard.
 * Polled like the dashboard's figures.
 */
export function inboxSummaryQueryOptions() {
  return queryOptions({
    queryKey: inboxKeys.summary,
    queryFn: ({ signal }) => callRoute(contactRoutes.summary, {}, { signal }),
    refetchInterval: 30_000,
    staleTime: 15_000,
    retry: 1,
  });
}

/** `enabled` is false for members: they may not ask, and must not get a 403 every 30 s. */
export function useInboxSummary(enabled = true) {
  return useQuery({ ...inboxSummaryQueryOptions(), enabled });
}

/** Mark a message read or unread: `mutate({ id, read })`. */
export function useSetContactMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      callRoute(contactRoutes.setRead, { params: { id }, body: { read } }),
    // The message is changed where it stands rather than the lists refetched: a message opened
    // under "Unread" stays in view while it is being read, and moves on the next visit.
    onSuccess: (updated) =>
      updateLoadedMessages(queryClient, (messages) =>
        messages.map((message) => (message._id === updated._id ? updated : message)),
      ),
  });
}

export function useDeleteContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(contactRoutes.remove, { params: { id } }),
    onSuccess: (_nothing, id) =>
      updateLoadedMessages(queryClient, (messages) =>
        messages.filter((message) => message._id !== id),
      ),
  });
}
