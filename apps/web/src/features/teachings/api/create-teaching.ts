/** POST /api/teachings (admin): a new teaching; every teachings list refreshes afterwards. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Teaching, TeachingInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { teachingsQueryKey } from './get-teachings';

export function createTeaching(body: TeachingInput): Promise<Teaching> {
  return apiRequest<Teaching>('/api/teachings', { method: 'POST', body });
}

export function useCreateTeachingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeaching,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teachingsQueryKey }),
  });
}
