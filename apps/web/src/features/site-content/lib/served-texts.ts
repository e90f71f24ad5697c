/**
 * The page texts the server rendered this page's first screens with, where they differ from
 * the defaults (docs/decisions/040-church-settings-everywhere.md): the app starts from them, so
 * its first render says what the page already shows instead of the defaults until the answer.
 */
import type { SiteContent, SiteContentPage } from '@torch/contract';

export const SERVED_TEXTS_META = 'meta[name="torch-site-texts"]';

let served: SiteContent[] | null = null;

function servedTexts(): SiteContent[] {
  // The build's pre-render has no page to read: its texts come in its query cache.
  if (typeof document === 'undefined') return [];
  if (served) return served;
  const content = document.querySelector(SERVED_TEXTS_META)?.getAttribute('content');
  try {
    served = content ? (JSON.parse(content) as SiteContent[]) : [];
  } catch {
    served = [];
  }
  return served;
}

/** A page's texts as served, or undefined where the page was served with the defaults. */
export function servedSiteTexts(page: SiteContentPage): SiteContent | undefined {
  return servedTexts().find((texts) => texts.page === page);
}
