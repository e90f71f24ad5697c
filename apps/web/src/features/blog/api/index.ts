/** The blog's data: queries and mutations over the routes declared in the contract. */
import { useQuery } from '@tanstack/react-query';
import { blogRoutes, type BlogPost } from '@torch/contract';
import {
  callRoutePage,
  routeInfiniteQuery,
  useBodyMutation,
  useDeleteMutation,
  useRowMutation,
} from '../../../shared/api/route-client';
import { usePagedList } from '../../../shared/api/use-paged-list';
import { blogKeys } from './queries';

export * from './queries';

type PostStatus = BlogPost['status'];

/** Every post, or only one status's, newest first, a page at a time (the server filters). */
export function adminBlogPostsQueryOptions(status?: PostStatus) {
  return routeInfiniteQuery(
    [...blogKeys.admin(), status ?? 'all'],
    blogRoutes.listAll,
    status ? { status } : {},
  );
}

export const useAdminBlogPosts = (status?: PostStatus) =>
  usePagedList(adminBlogPostsQueryOptions(status));

/** How many posts there are of each status, counted by the server (one-item pages). */
export function useAdminBlogTotals() {
  return useQuery({
    queryKey: [...blogKeys.admin(), 'totals'],
    queryFn: async ({ signal }) => {
      const count = async (status?: PostStatus) =>
        (
          await callRoutePage(
            blogRoutes.listAll,
            { query: { limit: 1, ...(status ? { status } : {}) } },
            { signal },
          )
        ).total;
      const [total, published, drafts] = await Promise.all([
        count(),
        count('published'),
        count('draft'),
      ]);
      return { total, published, drafts };
    },
  });
}
export const useCreateBlogPostMutation = () => useBodyMutation(blogRoutes.create, blogKeys.all);
export const useUpdateBlogPostMutation = () => useRowMutation(blogRoutes.update, blogKeys.all);
export const useDeleteBlogPostMutation = () => useDeleteMutation(blogRoutes.remove, blogKeys.all);
