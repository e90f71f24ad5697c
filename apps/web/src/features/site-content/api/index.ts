/** The editable page texts: queries and mutations over the routes declared in the contract. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteContentRoutes, type RouteInput, type SiteContentPage } from '@torch/contract';
import { callRoute, callRouteAt } from '../../../shared/api/route-client';
import { useDeferredRead } from '../../../shared/api/use-deferred-read';

export const siteContentKeys = {
  all: ['site-content'] as const,
  page: (page: SiteContentPage) => [...siteContentKeys.all, page] as const,
};

/** A page's editable texts, defaults filled in by the server. */
export function siteContentQueryOptions(page: SiteContentPage) {
  return queryOptions({
    queryKey: siteContentKeys.page(page),
    // On the first screen: addressed without the declarations' zod schemas.
    queryFn: ({ signal }) =>
      callRouteAt<typeof siteContentRoutes.get>(
        { method: 'GET', path: '/api/site-content' },
        { query: { page } },
        { signal },
      ),
  });
}

export const useSiteContent = (page: SiteContentPage) =>
  useDeferredRead(useQuery(siteContentQueryOptions(page)));

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
