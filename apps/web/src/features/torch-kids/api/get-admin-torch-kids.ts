/** GET /api/torch-kids/admin (admin): the Torch Stars texts as the editor loads them. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TorchKidsContent } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { torchKidsQueryKey } from './get-torch-kids';

export function getAdminTorchKids(signal?: AbortSignal): Promise<TorchKidsContent> {
  return apiRequest<TorchKidsContent>('/api/torch-kids/admin', { signal });
}

export function adminTorchKidsQueryOptions() {
  return queryOptions({
    queryKey: [...torchKidsQueryKey, 'admin'],
    queryFn: ({ signal }) => getAdminTorchKids(signal),
  });
}

export function useAdminTorchKids() {
  return useQuery(adminTorchKidsQueryOptions());
}
