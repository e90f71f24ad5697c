/** The blog's data: queries and mutations over the routes declared in the contract. */
import { useQuery } from '@tanstack/react-query';
import { blogRoutes } from '@torch/contract';
import {
  routeQuery,
  useBodyMutation,
  useDeleteMutation,
  useRowMutation,
} from '../../../shared/api/route-client';
import { blogKeys } from './queries';

export * from './queries';

export function adminBlogPostsQueryOptions() {
  return routeQuery(blogKeys.admin(), blogRoutes.listAll);
}

export const useAdminBlogPosts = () => useQuery(adminBlogPostsQueryOptions());
export const useCreateBlogPostMutation = () => useBodyMutation(blogRoutes.create, blogKeys.all);
export const useUpdateBlogPostMutation = () => useRowMutation(blogRoutes.update, blogKeys.all);
export const useDeleteBlogPostMutation = () => useDeleteMutation(blogRoutes.remove, blogKeys.all);
