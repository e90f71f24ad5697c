/**
 * Blog posts drawn by the entry as soon as their data is in, before the app's code has arrived:
 * a post's article, and the Blog list's featured post and cards (decision 014).
 *
 * Their pre-rendered first screens show only a frame, since the posts are known only from the
 * data; on a slow phone network the data arrives long before the app's code (115 KB
 * compressed), so readers waited for the app to see any post. The build renders both pages
 * once more, for made-up posts, into templates (scripts/prerender.mjs); the entry copies the
 * part of the page that shows the posts, writes each real post into the places marked
 * `data-post-part`, and puts it where the frame shows its loading state. The app then takes
 * those elements over, rendering with the same data (./first-screen-handoff.ts), so nothing is
 * drawn twice.
 *
 * Part of the entry: like ./landing-page-start.ts, it imports only from entry-shared modules.
 */
import type { BlogPost, RenderedBlogPost } from '@torch/contract';
import { postDate } from '../features/blog/lib/post-date';
import {
  FEATURED_POST_EXCERPT,
  POST_CARD_EXCERPT,
  postCardDelay,
  postExcerpt,
} from '../features/blog/lib/post-excerpt';
import { paths } from '../shared/config/paths';
import { documentTitle } from '../shared/lib/document-title';
import { formatLongDate } from '../shared/lib/format-date';
import { handOverDrawnData } from './first-screen-handoff';

/**
 * How each page is drawn: the <template> scripts/prerender.mjs writes it into (the page as it
 * shows made-up posts), the part of the page that shows the posts (the same selector finds the
 * loading part in the frame), the parts each post must mark, and the marks the page itself
 * must carry. The build checks the template for every part and mark.
 */
export const drawnPages = {
  post: {
    templateId: 'drawn-blog-post',
    region: 'article',
    parts: ['title', 'author', 'date', 'picture', 'body'],
    marks: ['<article'],
  },
  list: {
    templateId: 'drawn-blog-list',
    region: '[data-post-list]',
    parts: ['link', 'author', 'date', 'picture', 'excerpt'],
    marks: ['data-post-list', 'data-post="featured"', 'data-post="card"'],
  },
} as const;

/** The fields of the contract's blogPostSchema (@torch/contract) that the pages show. */
function isPost(value: unknown): value is BlogPost {
  if (typeof value !== 'object' || value === null) return false;
  const post = value as Record<string, unknown>;
  return (
    ['slug', 'title', 'content', 'authorName', 'featureImageUrl', 'createdAt'].every(
      (field) => typeof post[field] === 'string',
    ) &&
    (post.publishedAt === null || typeof post.publishedAt === 'string')
  );
}

function isRenderedPost(value: unknown): value is RenderedBlogPost {
  return isPost(value) && typeof (value as { contentHtml?: unknown }).contentHtml === 'string';
}

/**
 * Writes `post` into the parts `element` marks with `data-post-part`, as the page would show
 * them; false if one of `required` is missing, or a part is one the entry cannot fill (the page
 * no longer looks as the entry expects).
 */
function fillPost(
  element: Element,
  post: BlogPost & { contentHtml?: string },
  required: readonly string[],
  excerptLength?: number,
): boolean {
  const parts = [...element.querySelectorAll('[data-post-part]')];
  const names = new Set(parts.map((part) => part.getAttribute('data-post-part')));
  if (!required.every((name) => names.has(name))) return false;
  if (names.has('excerpt') && excerptLength === undefined) return false;
  if (names.has('body') && post.contentHtml === undefined) return false;
  for (const part of parts) {
    const name = part.getAttribute('data-post-part');
    if (name === 'title') part.textContent = post.title;
    if (name === 'link') {
      part.textContent = post.title;
      part.setAttribute('href', `#${paths.blogPost(post.slug)}`);
    }
    if (name === 'author') part.textContent = post.authorName;
    if (name === 'date') {
      part.setAttribute('datetime', postDate(post));
      part.textContent = formatLongDate(postDate(post));
    }
    if (name === 'picture') part.setAttribute('src', post.featureImageUrl);
    if (name === 'excerpt') part.textContent = postExcerpt(post, excerptLength ?? 0);
    // The server's rendering, sanitized there (decision 013), exactly as the page shows it.
    if (name === 'body') part.innerHTML = post.contentHtml ?? '';
  }
  return true;
}

/**
 * The frame's loading part of `page`, and a copy of the template's part that shows posts, if
 * the frame of the page whose data was asked for (`hash`) is still the one on screen.
 */
function regions(page: (typeof drawnPages)[keyof typeof drawnPages], hash: string) {
  const root = document.getElementById('root');
  const onScreen = root?.dataset.firstScreen === hash && hash === window.location.hash;
  if (!root || !onScreen) return undefined;
  const loading = root.querySelector(page.region);
  const template = document.getElementById(page.templateId);
  const fromTemplate =
    template instanceof HTMLTemplateElement
      ? template.content.querySelector(page.region)?.cloneNode(true)
      : undefined;
  if (!loading || !(fromTemplate instanceof Element)) return undefined;
  return { root, loading, fromTemplate };
}

/** Draws a post (GET /api/blog/{slug}) in place of the article its frame is loading. */
export function drawFirstScreenPost(answer: unknown, hash: string): void {
  const page = drawnPages.post;
  const found = regions(page, hash);
  if (!found || !isRenderedPost(answer)) return;
  if (!fillPost(found.fromTemplate, answer, page.parts)) return;
  if (!handOverDrawnData(found.root, answer)) return;
  found.loading.replaceWith(found.fromTemplate);
  document.title = documentTitle(answer.title);
}

/**
 * Draws the Blog list (GET /api/blog, newest first) in place of its loading cards: the newest
 * post featured, the others as cards. An empty list is left to the app, which says so.
 */
export function drawFirstScreenPostList(answer: unknown, hash: string): void {
  const page = drawnPages.list;
  const found = regions(page, hash);
  if (!found || !Array.isArray(answer) || !answer.every(isPost)) return;
  const [newest, ...others] = answer;
  const featured = found.fromTemplate.querySelector('[data-post="featured"]');
  const card = found.fromTemplate.querySelector('[data-post="card"]');
  const list = card?.parentElement;
  if (!newest || !featured || !card || !list) return;
  if (!fillPost(featured, newest, page.parts, FEATURED_POST_EXCERPT)) return;
  card.remove();
  for (const [index, post] of others.entries()) {
    const item = card.cloneNode(true) as Element;
    if (!fillPost(item, post, page.parts, POST_CARD_EXCERPT)) return;
    // The cards' entrance stagger, as PostCard sets it.
    item.firstElementChild?.setAttribute('style', `animation-delay:${postCardDelay(index)}`);
    list.append(item);
  }
  // With only the newest post, the page shows no Latest Articles section.
  if (others.length === 0) list.closest('section')?.remove();
  if (!handOverDrawnData(found.root, answer)) return;
  found.loading.replaceWith(found.fromTemplate);
}
