/**
 * A published post's body as safe HTML, with the rules the admin's preview uses in the browser
 * (@torch/contract/markdown): DOMPurify, here on a jsdom window.
 */
import { createMarkdownRenderer } from '@torch/contract/markdown';
import { LRUCache } from 'lru-cache';

type Render = (source: string) => string;

let renderer: Promise<Render> | undefined;

/** jsdom takes about a second to load, so it loads on first need (or warmUpPostHtml). */
function markdownRenderer(): Promise<Render> {
  renderer ??= Promise.all([import('jsdom'), import('dompurify')]).then(
    ([{ JSDOM }, { default: createDOMPurify }]) =>
      createMarkdownRenderer(createDOMPurify(new JSDOM('').window)),
    (error: unknown) => {
      renderer = undefined;
      throw error;
    },
  );
  return renderer;
}

/** Loads the renderer ahead of the first reader, who would otherwise wait for it. */
export async function warmUpPostHtml(): Promise<void> {
  await markdownRenderer();
}

/**
 * Posts are read far more often than written: each body is rendered once, and the most
 * recently rendered are kept. A post is a few KB; even 50 of the largest allowed (100,000
 * characters) would hold about 20 MB.
 */
const RENDERED_KEPT = 50;
/** The least recently read body is the first to go. */
const rendered = new LRUCache<string, string>({ max: RENDERED_KEPT });

export async function renderPostHtml(content: string): Promise<string> {
  const cached = rendered.get(content);
  if (cached !== undefined) return cached;
  const html = (await markdownRenderer())(content);
  rendered.set(content, html);
  return html;
}
