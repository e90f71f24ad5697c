/** GET /api/torch-kids: the Torch Stars page texts, defaults filled in by the server. */
import { queryOptions } from '@tanstack/react-query';
import type { TorchKidsContent } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

/** The public page and the editor both sit under this key; a save refreshes both. */
export const torchKidsQueryKey = ['torch-kids'] as const;

export function getTorchKids(signal?: AbortSignal): Promise<TorchKidsContent> {
  return apiRequest<TorchKidsContent>('/api/torch-kids', { signal });
}

export function torchKidsQueryOptions() {
  return queryOptions({
    queryKey: [...torchKidsQueryKey, 'public'],
    queryFn: ({ signal }) => getTorchKids(signal),
  });
}
