/** POST /api/ministry-teams: a new team (active unless said otherwise). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MinistryTeam, MinistryTeamInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export function createMinistryTeam(body: MinistryTeamInput): Promise<MinistryTeam> {
  return apiRequest<MinistryTeam>('/api/ministry-teams', { method: 'POST', body });
}

export function useCreateMinistryTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMinistryTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ministry-teams'] }),
  });
}
