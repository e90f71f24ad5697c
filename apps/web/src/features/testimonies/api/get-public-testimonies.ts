/** GET /api/testimonies/public: the approved stories of faith. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimony } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export const publicTestimoniesQueryKey = ['testimonies', 'public'] as const;

export function getPublicTestimonies(signal?: AbortSignal): Promise<Testimony[]> {
  return apiRequest<Testimony[]>('/api/testimonies/public', { signal });
}

export function publicTestimoniesQueryOptions() {
  return queryOptions({
    queryKey: publicTestimoniesQueryKey,
    queryFn: ({ signal }) => getPublicTestimonies(signal),
  });
}

export function usePublicTestimonies() {
  return useQuery(publicTestimoniesQueryOptions());
}
