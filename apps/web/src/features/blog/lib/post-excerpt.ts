/**
 * How the Blog list shows its posts (docs/product.md#blog): excerpt lengths, longer for the
 * featured post than for a card, and the cards' entrance stagger.
 *
 * The entry uses it too, to draw the list before the app has loaded (app/first-screen-posts.ts),
 * so it stays in the small entry-shared file (vite.config.ts) and imports nothing but the two
 * text helpers, which are entry-shared as well.
 */
import type { BlogPost } from '@torch/contract';
import { excerpt } from '../../../shared/lib/excerpt';
import { markdownToPlainText } from './markdown-text';

export const FEATURED_POST_EXCERPT = 200;
export const POST_CARD_EXCERPT = 120;
const POST_CARD_DELAY_MS = 100;

/** The entrance delay of the card at `index` in the Latest Articles grid, as CSS time. */
export function postCardDelay(index: number): string {
  return `${index * POST_CARD_DELAY_MS}ms`;
}

export function postExcerpt(post: BlogPost, max: number): string {
  return excerpt(markdownToPlainText(post.content), max);
}

/** Matches a search against the title, author and words of a post, ignoring case. */
export function postMatches(post: BlogPost, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [post.title, post.authorName, markdownToPlainText(post.content)].some((text) =>
    text.toLowerCase().includes(needle),
  );
}
