/** What other features may use from the blog feature. */
import { lazy } from 'react';
export { useBlogPosts } from './api/queries';
export { postExcerpt } from './lib/post-excerpt';

/**
 * The admin's live markdown preview, drawn by the blog's rules (the Newsletter composer uses it).
 * Lazy: the renderer and its sanitiser stay out of the pages that only list posts.
 */
export const PostBodyPreview = lazy(() =>
  import('./components/post-body').then(({ PostBody }) => ({ default: PostBody })),
);
