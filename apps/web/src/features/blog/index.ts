/** What other features may use from the blog feature. */
export { useBlogPosts } from './api/queries';
export { postExcerpt } from './lib/post-excerpt';
export { PostBody } from './components/post-body';
