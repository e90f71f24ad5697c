/**
 * The page texts' reads, apart from the save: the first screen loads this module, and it must
 * not carry the route declarations' zod schemas (see callRouteAt).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteContentPage, siteContentRoutes } from '@torch/contract';
import { callRouteAt } from '../../../shared/api/route-client';
import { useDeferredRead } from '../../../shared/api/use-deferred-read';
import { servedSiteTexts } from '../lib/served-texts';

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
    // The texts the page was served with until the answer comes, so the first render is the
    // page's first screen, with the church's saved texts (lib/served-texts.ts).
    placeholderData: servedSiteTexts(page),
  });
}

export const useSiteContent = (page: SiteContentPage) =>
  useDeferredRead(useQuery(siteContentQueryOptions(page)));
