/** Blog excerpt lengths (document 2 §9): longer for the featured post than for a card. */
import type { BlogPost } from '@torch/contract';
import { excerpt } from '../../../shared/lib/excerpt';
import { markdownToPlainText } from './markdown-text';

export const FEATURED_POST_EXCERPT = 200;
export const POST_CARD_EXCERPT = 120;

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
