/** The texts a public page shows, never blank: saved ones, else the defaults. */
import type { SiteContentPage } from '@torch/contract';
import { useSiteContent } from '../api/queries';

/**
 * Saved texts over the defaults. The defaults also show while loading and when the call
 * fails, so a heading is never empty and the page does not jump when the texts arrive. Each page
 * passes its own defaults (`aboutTextDefaults`…), so its code carries no other page's texts.
 */
export function useSiteTexts<Texts extends Record<string, string>>(
  page: SiteContentPage,
  defaults: Texts,
): Texts {
  const { data } = useSiteContent(page);
  const texts: Record<string, string> = { ...defaults };
  for (const [key, value] of Object.entries(data?.elements ?? {})) {
    if (key in defaults && value.trim()) texts[key] = value;
  }
  return texts as Texts;
}
