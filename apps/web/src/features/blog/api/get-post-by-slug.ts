/** GET /api/blog/{slug}: one published post. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RenderedBlogPost } from '@torch/contract';
import { ApiError } from '../../../shared/api/api-error';
import { apiRequest } from '../../../shared/api/http-client';
import { useDeferredRead } from '../../../shared/api/use-deferred-read';
import { blogQueryKey } from './get-blog-posts';

export function getPostBySlug(slug: string, signal?: AbortSignal): Promise<RenderedBlogPost> {
  return apiRequest<RenderedBlogPost>(`/api/blog/${encodeURIComponent(slug)}`, { signal });
}

export function postBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...blogQueryKey, 'post', slug],
    queryFn: ({ signal }) => getPostBySlug(slug, signal),
    // A missing post stays missing; only a failed connection is worth a second try.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}

export function usePostBySlug(slug: string) {
  return useDeferredRead(useQuery(postBySlugQueryOptions(slug)));
}
