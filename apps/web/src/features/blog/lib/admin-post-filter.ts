/**
 * The admin blog list's search (title or author) and status filter (docs/product.md#admin-blog).
 */
import type { BlogPost } from '@torch/contract';

export type PostFilter = 'all' | 'published' | 'draft';

export function filterAdminPosts(
  posts: readonly BlogPost[],
  search: string,
  filter: PostFilter,
): BlogPost[] {
  const needle = search.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (filter === 'all' || post.status === filter) &&
      (!needle ||
        post.title.toLowerCase().includes(needle) ||
        post.authorName.toLowerCase().includes(needle)),
  );
}
