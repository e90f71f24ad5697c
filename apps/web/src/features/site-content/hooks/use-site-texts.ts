/** The texts a public page shows, never blank: saved ones, else the defaults. */
import { siteContentDefaults, type SiteContentPage } from '@torch/contract';
import { useSiteContent } from '../api/queries';

/**
 * Saved texts over the defaults. The defaults also show while loading and when the call
 * fails, so a heading is never empty and the page does not jump when the texts arrive.
 */
export function useSiteTexts(page: SiteContentPage): Record<string, string> {
  const { data } = useSiteContent(page);
  const texts: Record<string, string> = { ...siteContentDefaults[page] };
  for (const [key, value] of Object.entries(data?.elements ?? {})) {
    if (value.trim()) texts[key] = value;
  }
  return texts;
}
