/** The blog's routes (docs/product.md#blog). */
import { z } from 'zod';
import {
  blogPostInputSchema,
  blogPostSchema,
  postNotFoundMessage,
  renderedBlogPostSchema,
} from '../blog';
import { defineRoute } from '../http/route';
import { idParamsSchema } from './params';

const tag = 'Blog';
const byId = { params: idParamsSchema, notFoundMessage: postNotFoundMessage } as const;

export const blogRoutes = {
  listPublished: defineRoute({
    method: 'GET',
    path: '/api/blog',
    summary: 'Published posts, newest first',
    tag,
    access: 'anyone',
    response: z.array(blogPostSchema),
  }),
  listAll: defineRoute({
    method: 'GET',
    path: '/api/blog/admin/all',
    summary: 'Every post, drafts included, newest first',
    tag,
    access: 'admin',
    response: z.array(blogPostSchema),
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
  create: defineRoute({
    method: 'POST',
    path: '/api/blog',
    summary: 'Write a post (the author is the admin who sends it)',
    tag,
    access: 'admin',
    body: blogPostInputSchema,
    response: blogPostSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/blog/:id',
    summary: 'Change a post, publish it, or move it to a new address',
    tag,
    access: 'admin',
    ...byId,
    body: blogPostInputSchema,
    response: blogPostSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/blog/:id',
    summary: 'Delete a post',
    tag,
    access: 'admin',
    ...byId,
    response: null,
    status: 204,
  }),
};
