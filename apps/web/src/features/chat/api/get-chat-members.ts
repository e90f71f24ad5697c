/**
 * GET /api/users for the chat: every other member with online state and last seen, refreshed
 * every 30 s and stale after 15 s (docs/product.md#chat); presence events keep it current between.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatLimits, type ChatMember } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export const chatMembersQueryKey = ['chat', 'members'] as const;

export function getChatMembers(signal?: AbortSignal): Promise<ChatMember[]> {
  return apiRequest<ChatMember[]>('/api/users', { signal });
}

/** Online first, then by name; the viewer is left out. */
export function sortMembers(members: ChatMember[], myId: string): ChatMember[] {
  return members
    .filter((member) => member.id !== myId)
    .sort((a, b) => Number(b.online) - Number(a.online) || a.fullName.localeCompare(b.fullName));
}

export function useChatMembers(myId: string) {
  return useQuery(
    queryOptions({
      queryKey: chatMembersQueryKey,
      queryFn: ({ signal }) => getChatMembers(signal),
      refetchInterval: chatLimits.usersRefetchMs,
      staleTime: chatLimits.usersRefetchMs / 2,
      select: (members) => sortMembers(members, myId),
    }),
  );
}
