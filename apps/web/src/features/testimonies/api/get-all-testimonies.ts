/** GET /api/testimonies/admin/all: pending and approved stories, for moderation. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimony } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export const allTestimoniesQueryKey = ['testimonies', 'admin'] as const;

export function getAllTestimonies(signal?: AbortSignal): Promise<Testimony[]> {
  return apiRequest<Testimony[]>('/api/testimonies/admin/all', { signal });
}

export function allTestimoniesQueryOptions() {
  return queryOptions({
    queryKey: allTestimoniesQueryKey,
    queryFn: ({ signal }) => getAllTestimonies(signal),
  });
}

export function useAllTestimonies() {
  return useQuery(allTestimoniesQueryOptions());
}
