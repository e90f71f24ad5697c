/** POST /api/light-campuses/apply: a signed-in member proposes a new Light Campus. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampusApplication, CampusApplicationInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export function applyForCampus(body: CampusApplicationInput): Promise<CampusApplication> {
  return apiRequest<CampusApplication>('/api/light-campuses/apply', { method: 'POST', body });
}

export function useApplyForCampus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForCampus,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['light-campuses', 'admin', 'applications'] }),
  });
}
