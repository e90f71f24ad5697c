/**
 * PUT /api/light-campuses/admin/applications/:id/approve | /reject. Approving creates the campus,
 * so every campus list (admin and public) is refreshed with the applications. An approval may
 * carry the campus as the admin completed it; it then opens as such, in the same request.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampusApplication, LightCampusInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export interface CampusDecision {
  id: string;
  decision: 'approve' | 'reject';
  /** With an approval: the campus to open instead of the proposal as it stands. */
  campus?: LightCampusInput;
}

export function decideCampusApplication({
  id,
  decision,
  campus,
}: CampusDecision): Promise<CampusApplication> {
  return apiRequest<CampusApplication>(
    `/api/light-campuses/admin/applications/${encodeURIComponent(id)}/${decision}`,
    { method: 'PUT', ...(campus ? { body: { campus } } : {}) },
  );
}

export function useDecideCampusApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCampusApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['light-campuses'] }),
  });
}
