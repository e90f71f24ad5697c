/** PUT /api/users/:id/role: an admin changes someone's role (never to or from Super-Admin). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, User } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { usersQueryKey } from './get-users';

export function updateUserRole({ id, role }: { id: string; role: Role }): Promise<User> {
  return apiRequest<User>(`/api/users/${encodeURIComponent(id)}/role`, {
    method: 'PUT',
    body: { role },
  });
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
