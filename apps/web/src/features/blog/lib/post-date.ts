/**
 * The date a reader cares about: when the post was published (a published post always has one).
 *
 * The entry uses it too, to draw a post before the app has loaded (app/first-screen-posts.ts),
 * so it stays in the small entry-shared file (vite.config.ts) and imports nothing but types.
 */
import type { BlogPost } from '@torch/contract';

export function postDate(post: Pick<BlogPost, 'publishedAt' | 'createdAt'>): string {
  return post.publishedAt ?? post.createdAt;
}
