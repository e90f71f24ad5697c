/**
 * A published post's body as safe HTML, with the rules the admin's preview uses in the browser
 * (@torch/contract/markdown): DOMPurify, here on a jsdom window.
 */
import { createMarkdownRenderer } from '@torch/contract/markdown';

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
const rendered = new Map<string, string>();

export async function renderPostHtml(content: string): Promise<string> {
  const cached = rendered.get(content);
  if (cached !== undefined) {
    // Map order is insertion order: moving a hit to the end keeps the oldest first to go.
    rendered.delete(content);
    rendered.set(content, cached);
    return cached;
  }
  const html = (await markdownRenderer())(content);
  rendered.set(content, html);
  if (rendered.size > RENDERED_KEPT) rendered.delete(rendered.keys().next().value!);
  return html;
}
