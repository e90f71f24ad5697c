/** PUT /api/volunteer/applications/:id {status}: approve or reject a Pending application. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VolunteerApplication } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export interface VolunteerDecision {
  id: string;
  status: 'Approved' | 'Rejected';
}

export function decideVolunteerApplication({
  id,
  status,
}: VolunteerDecision): Promise<VolunteerApplication> {
  return apiRequest<VolunteerApplication>(`/api/volunteer/applications/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { status },
  });
}

export function useDecideVolunteerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVolunteerApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['volunteer-applications'] }),
  });
}
