/** GET /api/blog: published posts, newest first (the public list and the home page's latest). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { useDeferredRead } from '../../../shared/api/use-deferred-read';

/** Every blog query starts with this key, so one invalidation refreshes lists and posts alike. */
export const blogQueryKey = ['blog'] as const;

export function getBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  return apiRequest<BlogPost[]>('/api/blog', { signal });
}

export function blogPostsQueryOptions() {
  return queryOptions({
    queryKey: [...blogQueryKey, 'published'],
    queryFn: ({ signal }) => getBlogPosts(signal),
  });
}

export function useBlogPosts() {
  return useDeferredRead(useQuery(blogPostsQueryOptions()));
}
