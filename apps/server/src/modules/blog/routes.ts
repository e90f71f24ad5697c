/** HTTP shape of the blog (docs/product.md#content-api). */
import { blogPostInputSchema } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../auth/request-auth';
import { parseId, parseWith } from '../../http/validate';
import { POST_NOT_FOUND, type BlogService } from './service';

export function registerBlogRoutes(app: FastifyInstance, blog: BlogService): void {
  app.get('/api/blog', () => blog.listPublished());

  app.get('/api/blog/admin/all', async (request) => {
    await requireAdmin(request);
    return blog.listAll();
  });

  app.get<{ Params: { slug: string } }>('/api/blog/:slug', (request) =>
    blog.getPublishedBySlug(request.params.slug),
  );

  app.post('/api/blog', async (request, reply) => {
    const admin = await requireAdmin(request);
    const input = parseWith(blogPostInputSchema, request.body);
    return reply.status(201).send(await blog.create(input, admin));
  });

  app.put('/api/blog/:id', async (request) => {
    await requireAdmin(request);
    const id = parseId(request.params, POST_NOT_FOUND);
    return blog.update(id, parseWith(blogPostInputSchema, request.body));
  });

  app.delete('/api/blog/:id', async (request, reply) => {
    await requireAdmin(request);
    await blog.remove(parseId(request.params, POST_NOT_FOUND));
    return reply.status(204).send();
  });
}
