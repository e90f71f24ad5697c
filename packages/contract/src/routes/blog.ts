/** The blog's routes (docs/product.md#blog). */
import { z } from 'zod';
import {
  adminBlogListQuerySchema,
  blogPostInputSchema,
  blogPostSchema,
  postNotFoundMessage,
  renderedBlogPostSchema,
} from '../blog';
import { pageQuerySchema } from '../http/page';
import { defineRoute } from '../http/route';
import { adminRows } from './admin-rows';

const tag = 'Blog';
const posts = adminRows({ tag, path: '/api/blog', notFoundMessage: postNotFoundMessage });

export const blogRoutes = {
  listPublished: defineRoute({
    method: 'GET',
    path: '/api/blog',
    summary: 'Published posts, newest first',
    tag,
    access: 'anyone',
    query: pageQuerySchema,
    response: z.array(blogPostSchema),
    paged: true,
  }),
  listAll: defineRoute({
    method: 'GET',
    path: '/api/blog/admin/all',
    summary: 'Every post, drafts included, newest first',
    tag,
    access: 'admin',
    query: adminBlogListQuerySchema,
    response: z.array(blogPostSchema),
    paged: true,
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
