/** The editable page texts: queries and mutations over the routes declared in the contract. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteContentRoutes, type RouteInput } from '@torch/contract';
import { callRoute } from '../../../shared/api/route-client';
import { siteContentKeys } from './queries';

export * from './queries';

/** Saves a page's texts; the page's cache takes the answer at once. */
export function useSaveSiteContentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteInput<typeof siteContentRoutes.save>['body']) =>
      callRoute(siteContentRoutes.save, { body }),
    onSuccess: (saved) => queryClient.setQueryData(siteContentKeys.page(saved.page), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: siteContentKeys.all }),
  });
}
