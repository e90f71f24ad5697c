/** POST /api/blog (admin): a new post; the server sets the author, a unique slug and publishedAt. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPost, BlogPostInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { blogQueryKey } from './get-blog-posts';

export function createBlogPost(body: BlogPostInput): Promise<BlogPost> {
  return apiRequest<BlogPost>('/api/blog', { method: 'POST', body });
}

export function useCreateBlogPostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlogPost,
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogQueryKey }),
  });
}
