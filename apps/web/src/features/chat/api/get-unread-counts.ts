/** GET /api/messages/unread: per room, the messages from others not read yet (kept by the server). */
import { useQuery } from '@tanstack/react-query';
import type { UnreadCounts } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export const unreadCountsQueryKey = ['chat', 'unread'] as const;

export function getUnreadCounts(signal?: AbortSignal): Promise<UnreadCounts> {
  return apiRequest<UnreadCounts>('/api/messages/unread', { signal });
}

export function useUnreadCounts() {
  return useQuery({
    queryKey: unreadCountsQueryKey,
    queryFn: ({ signal }) => getUnreadCounts(signal),
  });
}
