/**
 * The web build's first-screen renderer (apps/web/src/prerender/render-page.tsx, built beside the
 * app into apps/web/dist-render): the server renders the landing pages' first screens again with
 * the church's saved settings and locale, so what shows before the app has loaded is the
 * church's in every word (docs/decisions/040-church-settings-everywhere.md). A build without it
 * (an older build, a test's made-up page) falls back to swapping whole values.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ChurchSettings, SiteContent } from '@torch/contract';

/** `texts`: every page's saved texts, as GET /api/site-content answers for each. */
export type RenderChurchPage = (
  builtPage: string,
  church: ChurchSettings,
  texts: SiteContent[],
) => Promise<string>;

/** The renderer beside `webDistDir`, or null when the build has none. */
export async function loadChurchRenderer(webDistDir: string): Promise<RenderChurchPage | null> {
  const file = path.join(path.dirname(webDistDir), 'dist-render', 'render-page.js');
  if (!fs.existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as {
    renderChurchPage?: RenderChurchPage;
  };
  return renderer.renderChurchPage ?? null;
}
