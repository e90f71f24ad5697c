/** GET /api/site-content?page=: a page's editable texts, defaults filled in by the server. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteContent, SiteContentPage } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { useDeferredRead } from '../../../shared/api/use-deferred-read';

export const siteContentQueryKey = ['site-content'] as const;

export function getSiteContent(page: SiteContentPage, signal?: AbortSignal): Promise<SiteContent> {
  return apiRequest<SiteContent>(`/api/site-content?page=${page}`, { signal });
}

export function siteContentQueryOptions(page: SiteContentPage) {
  return queryOptions({
    queryKey: [...siteContentQueryKey, page],
    queryFn: ({ signal }) => getSiteContent(page, signal),
  });
}

export function useSiteContent(page: SiteContentPage) {
  return useDeferredRead(useQuery(siteContentQueryOptions(page)));
}
