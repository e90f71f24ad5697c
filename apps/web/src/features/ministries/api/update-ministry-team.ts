/** PUT /api/ministry-teams/:id: edits a team, including whether the Serve page shows it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MinistryTeam, MinistryTeamInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export function updateMinistryTeam({
  id,
  body,
}: {
  id: string;
  body: MinistryTeamInput;
}): Promise<MinistryTeam> {
  return apiRequest<MinistryTeam>(`/api/ministry-teams/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });
}

export function useUpdateMinistryTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMinistryTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ministry-teams'] }),
  });
}
