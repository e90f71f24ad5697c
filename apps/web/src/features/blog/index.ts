/** What other features may use from the blog feature. */
export { useBlogPosts } from './api/get-blog-posts';
export { postExcerpt } from './lib/post-excerpt';
