/** PUT /api/light-campuses/admin/:id: edits a campus, its photos and whether it is public. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LightCampus, LightCampusInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export function updateCampus({
  id,
  body,
}: {
  id: string;
  body: LightCampusInput;
}): Promise<LightCampus> {
  return apiRequest<LightCampus>(`/api/light-campuses/admin/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });
}

export function useUpdateCampus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['light-campuses'] }),
  });
}
