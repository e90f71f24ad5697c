/** POST /api/volunteer/apply: a member asks to join a team (one Pending application per team). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VolunteerApplication, VolunteerApplicationInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export function applyToTeam(body: VolunteerApplicationInput): Promise<VolunteerApplication> {
  return apiRequest<VolunteerApplication>('/api/volunteer/apply', { method: 'POST', body });
}

export function useApplyToTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['volunteer-applications'] }),
  });
}
