/** Query keys of the admin Inbox: everything under `inboxKeys.all` is refreshed together. */
import type { InboxFilter } from '@torch/contract';

export const inboxKeys = {
  all: ['admin', 'inbox'] as const,
  summary: ['admin', 'inbox', 'summary'] as const,
  messages: ['admin', 'inbox', 'messages'] as const,
  list: (status: InboxFilter) => ['admin', 'inbox', 'messages', status] as const,
};
