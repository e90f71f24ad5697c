/** PUT /api/prayer-requests/admin/:id: mark answered or not, make public or private. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrayerRequest } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export interface PrayerRequestUpdate {
  id: string;
  changes: { is_answered: boolean } | { is_private: boolean };
}

export function updatePrayerRequest({ id, changes }: PrayerRequestUpdate): Promise<PrayerRequest> {
  return apiRequest<PrayerRequest>(`/api/prayer-requests/admin/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
  });
}

export function useUpdatePrayerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrayerRequest,
    // Both lists: privacy decides what the public wall shows.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['prayer-requests'] }),
  });
}
