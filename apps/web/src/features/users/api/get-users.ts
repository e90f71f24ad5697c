/** GET /api/users: every account, for the admins' Users screen. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export const usersQueryKey = ['users'] as const;

export function getUsers(signal?: AbortSignal): Promise<User[]> {
  return apiRequest<User[]>('/api/users', { signal });
}

export function usersQueryOptions() {
  return queryOptions({ queryKey: usersQueryKey, queryFn: ({ signal }) => getUsers(signal) });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}
