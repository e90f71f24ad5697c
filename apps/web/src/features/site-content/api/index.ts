/** The editable page texts: queries and mutations over the routes declared in the contract. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

type Renames = RouteInput<typeof siteContentRoutes.rename>['body']['renames'];

/** How many page texts still hold an old name of the church (nothing is changed). */
export function useRenamePreview(renames: Renames) {
  return useQuery({
    queryKey: [...siteContentKeys.all, 'rename-preview', renames],
    queryFn: () => callRoute(siteContentRoutes.renamePreview, { body: { renames } }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** Writes the church's new names over the old ones in the page texts that hold them. */
export function useRenameInPageTextsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (renames: Renames) => callRoute(siteContentRoutes.rename, { body: { renames } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: siteContentKeys.all }),
  });
}
