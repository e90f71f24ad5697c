/** Testimonies' data: queries and mutations over the routes declared in the contract. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { testimonyRoutes, type TestimonyFilter } from '@torch/contract';
import {
  routeCountQuery,
  callRoute,
  routeInfiniteQuery,
  useBodyMutation,
  useDeleteMutation,
} from '../../../shared/api/route-client';
import { usePagedList } from '../../../shared/api/use-paged-list';

export const testimonyKeys = {
  all: ['testimonies'] as const,
  public: ['testimonies', 'public'] as const,
  admin: ['testimonies', 'admin'] as const,
};

/** The approved stories of faith, newest first, a page at a time. */
export function publicTestimoniesQueryOptions() {
  return routeInfiniteQuery(testimonyKeys.public, testimonyRoutes.listPublic);
}

/** One status of the stories, for moderation, a page at a time. */
export function adminTestimoniesQueryOptions(status: TestimonyFilter) {
  return routeInfiniteQuery([...testimonyKeys.admin, 'list', status], testimonyRoutes.listAll, {
    status,
  });
}

/** How many stories one status holds, from the server's count (a page of one is read). */
export function testimonyCountQueryOptions(status: TestimonyFilter) {
  return routeCountQuery([...testimonyKeys.admin, 'count', status], testimonyRoutes.listAll, {
    status,
  });
}

export const usePublicTestimonies = () => usePagedList(publicTestimoniesQueryOptions());
export const useAdminTestimonies = (status: TestimonyFilter) =>
  usePagedList(adminTestimoniesQueryOptions(status));
export const useTestimonyCount = (status: TestimonyFilter) =>
  useQuery(testimonyCountQueryOptions(status));

/** The admin list gains a pending story; the public one is unchanged until approval. */
export const useSubmitTestimony = () =>
  useBodyMutation(testimonyRoutes.submit, testimonyKeys.admin);

/** Publishes a story (there is no un-approve): `mutate(id)`. */
export function useApproveTestimony() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callRoute(testimonyRoutes.approve, { params: { id }, body: { is_approved: true } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: testimonyKeys.all }),
  });
}

export const useDeleteTestimony = () =>
  useDeleteMutation(testimonyRoutes.remove, testimonyKeys.all);
