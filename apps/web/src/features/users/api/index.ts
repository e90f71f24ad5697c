/** The admins' Users screen (docs/product.md#users): every account, and role changes. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userRoutes, type Role, type User } from '@torch/contract';
import { callRoute } from '../../../shared/api/route-client';

export const userKeys = {
  all: ['users'] as const,
};

export const usersQueryKey = userKeys.all;

/** Every account; an admin's list carries e-mail addresses (a member's would not). */
export function getUsers(signal?: AbortSignal): Promise<User[]> {
  return callRoute(userRoutes.list, {}, { signal }) as Promise<User[]>;
}

export function usersQueryOptions() {
  return queryOptions({ queryKey: userKeys.all, queryFn: ({ signal }) => getUsers(signal) });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}

/** An admin changes someone's role (never to or from Super-Admin). */
export function updateUserRole({ id, role }: { id: string; role: Role }): Promise<User> {
  return callRoute(userRoutes.changeRole, { params: { id }, body: { role } });
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
