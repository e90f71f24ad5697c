/** GET /api/blog/admin/all (admin): every post, drafts included. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { blogQueryKey } from './get-blog-posts';

export function getAdminBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  return apiRequest<BlogPost[]>('/api/blog/admin/all', { signal });
}

export function adminBlogPostsQueryOptions() {
  return queryOptions({
    queryKey: [...blogQueryKey, 'admin'],
    queryFn: ({ signal }) => getAdminBlogPosts(signal),
  });
}

export function useAdminBlogPosts() {
  return useQuery(adminBlogPostsQueryOptions());
}
