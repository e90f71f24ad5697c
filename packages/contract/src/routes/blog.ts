/** The blog's routes (docs/product.md#blog). */
import { z } from 'zod';
import {
  adminBlogListQuerySchema,
  blogPostInputSchema,
  blogPostSchema,
  postNotFoundMessage,
  renderedBlogPostSchema,
} from '../blog';
import { defineRoute } from '../http/route';
import { pagedList } from './paged-list';
import { adminRows } from './admin-rows';

const tag = 'Blog';
const posts = adminRows({ tag, path: '/api/blog', notFoundMessage: postNotFoundMessage });

export const blogRoutes = {
  listPublished: pagedList({
    path: '/api/blog',
    summary: 'Published posts, newest first',
    tag,
    access: 'anyone',
    item: blogPostSchema,
  }),
  listAll: pagedList({
    path: '/api/blog/admin/all',
    summary: 'Every post, drafts included, newest first',
    tag,
    access: 'admin',
    query: adminBlogListQuerySchema,
    item: blogPostSchema,
  }),
  bySlug: defineRoute({
    method: 'GET',
    path: '/api/blog/:slug',
    summary: 'A published post by its address or one it had before, its body rendered',
    tag,
    access: 'anyone',
    // Any text may be asked for; the service decides whether it names a post.
    params: z.object({ slug: z.string() }),
    notFoundMessage: postNotFoundMessage,
    response: renderedBlogPostSchema,
  }),
  create: posts.create(
    'Write a post (the author is the admin who sends it)',
    blogPostInputSchema,
    blogPostSchema,
  ),
  update: posts.update(
    'Change a post, publish it, or move it to a new address',
    blogPostInputSchema,
    blogPostSchema,
  ),
  remove: posts.remove('Delete a post'),
};
