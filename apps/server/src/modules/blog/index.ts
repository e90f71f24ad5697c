/** The blog (docs/product.md#blog): published posts for readers, the admins' writing desk. */
import { blogRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module';
import { blogRouteHandlers } from './routes';
import { BlogService } from './service';

export function register(_app: FastifyInstance, deps: ModuleDeps) {
  const blog = new BlogService(deps.db);
  deps.routes.register(blogRoutes, blogRouteHandlers(blog));
  return { blog };
}
