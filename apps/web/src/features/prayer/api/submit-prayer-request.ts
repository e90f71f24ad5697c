/** POST /api/prayer-requests: anyone may ask for prayer; a member's name and email come from the token. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrayerRequest, PrayerRequestInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { publicPrayerRequestsQueryKey } from './get-public-prayer-requests';

export function submitPrayerRequest(body: PrayerRequestInput): Promise<PrayerRequest> {
  return apiRequest<PrayerRequest>('/api/prayer-requests', { method: 'POST', body });
}

export function useSubmitPrayerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPrayerRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicPrayerRequestsQueryKey }),
  });
}
