/** What other features may use from the blog feature. */
export { useBlogPosts } from './api';
export { postExcerpt } from './lib/post-excerpt';
