/** GET /api/profile/me: who the stored token belongs to. */
import { queryOptions } from '@tanstack/react-query';
import type { User } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export const profileQueryKey = ['auth', 'profile'] as const;

export function getProfile(signal?: AbortSignal): Promise<User> {
  // A failure here means "not signed in" and is handled quietly (docs/product.md#sessions).
  return apiRequest<User>('/api/profile/me', { signal, unauthorized: 'silent' });
}

export function profileQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...profileQueryKey, token],
    queryFn: ({ signal }) => getProfile(signal),
    enabled: token !== null,
    retry: false,
    // The profile changes only through this app, which refreshes it explicitly.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
