/** Query keys of the admin Inbox: everything under `inboxKeys.all` is refreshed together. */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ContactMessage, ContactMessagePage, InboxFilter } from '@torch/contract';

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
