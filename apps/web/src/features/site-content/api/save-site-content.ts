/** POST /api/site-content (admin): saves a page's texts; the page's cache takes the answer. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteContent, SiteContentInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { siteContentQueryKey } from './get-site-content';

export function saveSiteContent(body: SiteContentInput): Promise<SiteContent> {
  return apiRequest<SiteContent>('/api/site-content', { method: 'POST', body });
}

export function useSaveSiteContentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteContent,
    onSuccess: (saved) => queryClient.setQueryData([...siteContentQueryKey, saved.page], saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: siteContentQueryKey }),
  });
}
