/**
 * PUT /api/light-campuses/admin/applications/:id/approve | /reject (no body). Approving creates
 * the campus, so every campus list (admin and public) is refreshed with the applications.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampusApplication } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export interface CampusDecision {
  id: string;
  decision: 'approve' | 'reject';
}

export function decideCampusApplication({
  id,
  decision,
}: CampusDecision): Promise<CampusApplication> {
  return apiRequest<CampusApplication>(
    `/api/light-campuses/admin/applications/${encodeURIComponent(id)}/${decision}`,
    { method: 'PUT' },
  );
}

export function useDecideCampusApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCampusApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['light-campuses'] }),
  });
}
