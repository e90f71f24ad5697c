/** PUT /api/teachings/{id} (admin): changes a teaching; every teachings list refreshes afterwards. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Teaching, TeachingInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { teachingsQueryKey } from './get-teachings';

export function updateTeaching({
  id,
  body,
}: {
  id: string;
  body: TeachingInput;
}): Promise<Teaching> {
  return apiRequest<Teaching>(`/api/teachings/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateTeachingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeaching,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teachingsQueryKey }),
  });
}
