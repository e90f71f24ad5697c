/** The admin Inbox's data: queries and mutations over the contact routes declared in the contract. */
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import {
  contactRoutes,
  type ContactMessage,
  type ContactMessagePage,
  type InboxFilter,
} from '@torch/contract';
import { callRoute } from '../../../shared/api/route-client';
import { inboxKeys } from './summary';

export * from './summary';

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

/**
 * The loaded pages of one filter as one list, oldest page last, and how many messages the
 * filter matches on the server (docs/decisions/028-lists-page.md).
 */
export function useContactMessages(status: InboxFilter) {
  const query = useInfiniteQuery(contactMessagesQueryOptions(status));
  const pages = query.data?.pages;
  // `data` is set exactly when the query's own data is, so each state keeps its promise.
  return {
    ...query,
    data: pages?.flatMap((page) => page.messages),
    total: pages?.[0]?.total ?? 0,
  } as UseInfiniteQueryResult<ContactMessage[]> & { total: number };
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
