/** POST /api/light-campuses/admin: a new campus (active unless said otherwise). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LightCampus, LightCampusInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export function createCampus(body: LightCampusInput): Promise<LightCampus> {
  return apiRequest<LightCampus>('/api/light-campuses/admin', { method: 'POST', body });
}

export function useCreateCampus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['light-campuses'] }),
  });
}
