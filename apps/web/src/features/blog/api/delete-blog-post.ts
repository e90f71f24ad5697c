/** DELETE /api/blog/{id} (admin): gone from the lists at once, restored if refused. */
import { apiRequest } from '../../../shared/api/http-client';
import { useOptimisticDelete } from '../../../shared/api/use-optimistic-delete';
import { blogQueryKey } from './get-blog-posts';

export function deleteBlogPost(id: string): Promise<void> {
  return apiRequest<void>(`/api/blog/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteBlogPostMutation() {
  return useOptimisticDelete(blogQueryKey, deleteBlogPost);
}
