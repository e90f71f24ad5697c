/** PUT /api/blog/{id} (admin): changes a post, publishes it or takes it back to draft. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPost, BlogPostInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { blogQueryKey } from './get-blog-posts';

export function updateBlogPost({
  id,
  body,
}: {
  id: string;
  body: BlogPostInput;
}): Promise<BlogPost> {
  return apiRequest<BlogPost>(`/api/blog/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateBlogPostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBlogPost,
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogQueryKey }),
  });
}
