/** Testimonies' data: queries and mutations over the routes declared in the contract. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { testimonyRoutes } from '@torch/contract';
import {
  callRoute,
  useBodyMutation,
  useDeleteMutation,
  routeQuery,
} from '../../../shared/api/route-client';

export const testimonyKeys = {
  all: ['testimonies'] as const,
  public: ['testimonies', 'public'] as const,
  admin: ['testimonies', 'admin'] as const,
};

/** The approved stories of faith. */
export function publicTestimoniesQueryOptions() {
  return routeQuery(testimonyKeys.public, testimonyRoutes.listPublic);
}

/** Pending and approved stories, for moderation. */
export function allTestimoniesQueryOptions() {
  return routeQuery(testimonyKeys.admin, testimonyRoutes.listAll);
}

export const usePublicTestimonies = () => useQuery(publicTestimoniesQueryOptions());
export const useAllTestimonies = () => useQuery(allTestimoniesQueryOptions());

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
