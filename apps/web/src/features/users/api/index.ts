/** The admins' Users screen (docs/product.md#users): accounts a page at a time, and role changes. */
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  invitationRoutes,
  passwordRoutes,
  userRoutes,
  type InvitationRequest,
  type Page,
  type Role,
  type User,
} from '@torch/contract';
import { callRoute, routeInfiniteQuery } from '../../../shared/api/route-client';
import { usePagedList } from '../../../shared/api/use-paged-list';

export const userKeys = {
  all: ['users'] as const,
};

export const usersQueryKey = userKeys.all;

export interface UserFilters {
  /** Any part of a name or e-mail address. */
  q?: string;
  role?: Role;
}

/**
 * Accounts in name order, a page at a time, with the server's total; an admin's list carries
 * e-mail addresses (a member's would not).
 */
export function useUsers(filters: UserFilters) {
  // The rows shown stay until the next search's arrive, so the table does not flash empty.
  const options = {
    ...routeInfiniteQuery([...userKeys.all, filters], userRoutes.list, filters),
    placeholderData: keepPreviousData,
  };
  return usePagedList<User>(
    options as unknown as Parameters<typeof usePagedList<User>>[0] & {
      queryFn: (context: {
        pageParam: string | undefined;
        signal: AbortSignal;
      }) => Promise<Page<User>>;
    },
  );
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

/**
 * The Super-Admin mails a member a link to choose a new password: the link goes to the
 * member's own address, and staff never see or set a password (docs/security.md#password-reset).
 */
export function useSendResetLink() {
  return useMutation({
    mutationFn: (user: User) => callRoute(passwordRoutes.sendLink, { params: { id: user.id } }),
  });
}

/** An admin invites someone by e-mail to register (docs/product.md#users). */
export function useInviteUser() {
  return useMutation({
    mutationFn: (body: InvitationRequest) => callRoute(invitationRoutes.send, { body }),
  });
}
