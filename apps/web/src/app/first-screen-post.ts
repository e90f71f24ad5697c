/**
 * A blog post drawn by the entry as soon as its data is in, before the app's code has arrived.
 *
 * A post's pre-rendered first screen is only its frame: the post itself is known only from the
 * data. On a slow phone network the data arrives long before the app's code (115 KB
 * compressed), so the reader waited for the app to see the article. The build renders the post
 * page once more, for a sample post, into a template (scripts/prerender.mjs); the entry copies
 * it, writes this post into the places marked `data-post-part`, and puts it in place of the
 * frame's article. The app then takes those elements over, rendering with the same data
 * (./first-screen-handoff.ts), so nothing is drawn twice.
 *
 * Part of the entry: like ./landing-page-start.ts, it imports only from entry-shared modules.
 */
import type { RenderedBlogPost } from '@torch/contract';
import { postDate } from '../features/blog/lib/post-date';
import { documentTitle } from '../shared/lib/document-title';
import { formatLongDate } from '../shared/lib/format-date';
import { handOverDrawnData } from './first-screen-handoff';

/** The <template> scripts/prerender.mjs writes the post page's article into, for a sample post. */
export const DRAWN_POST_TEMPLATE_ID = 'drawn-blog-post';

/** The parts of the post page's article the entry fills in, as the page marks them. */
export const POST_PARTS = ['title', 'author', 'date', 'picture', 'body'] as const;

function isRenderedPost(answer: unknown): answer is RenderedBlogPost {
  if (typeof answer !== 'object' || answer === null) return false;
  const post = answer as Record<string, unknown>;
  return (
    ['title', 'authorName', 'featureImageUrl', 'contentHtml', 'createdAt'].every(
      (field) => typeof post[field] === 'string',
    ) &&
    (post.publishedAt === null || typeof post.publishedAt === 'string')
  );
}

/**
 * Draws `answer` (GET /api/blog/{slug}) in place of the article the pre-rendered frame is
 * loading, if the frame is still on screen and the app has not begun taking it over.
 */
export function drawFirstScreenPost(answer: unknown): void {
  const root = document.getElementById('root');
  const frame =
    root?.dataset.firstScreen === window.location.hash ? root.querySelector('article') : null;
  const template = document.getElementById(DRAWN_POST_TEMPLATE_ID);
  const article =
    template instanceof HTMLTemplateElement
      ? template.content.firstElementChild?.cloneNode(true)
      : undefined;
  if (!root || !frame || !(article instanceof Element) || !isRenderedPost(answer)) return;
  const [title, author, date, picture, body] = POST_PARTS.map((name) =>
    article.querySelector(`[data-post-part="${name}"]`),
  );
  if (!title || !author || !date || !picture || !body) return;
  if (!handOverDrawnData(root, answer)) return;

  title.textContent = answer.title;
  author.textContent = answer.authorName;
  date.setAttribute('datetime', postDate(answer));
  date.textContent = formatLongDate(postDate(answer));
  picture.setAttribute('src', answer.featureImageUrl);
  // The server's rendering, sanitized there (decision 013), exactly as the page shows it.
  body.innerHTML = answer.contentHtml;
  frame.replaceWith(article);
  document.title = documentTitle(answer.title);
}
