/** The blog's routes: each is its declaration in the contract and one call into the service. */
import type { blogRoutes } from '@torch/contract';
import type { RouteHandlers } from '../../http/register-routes';
import type { BlogService } from './service';

export function blogRouteHandlers(blog: BlogService): RouteHandlers<typeof blogRoutes> {
  return {
    listPublished: ({ query }) => blog.listPublished(query),
    listAll: ({ query }) => blog.listAll(query),
    bySlug: ({ params }) => blog.getPublishedBySlug(params.slug),
    create: ({ body, viewer }) => blog.create(body, viewer),
    update: ({ params, body }) => blog.update(params.id, body),
    remove: ({ params }) => blog.remove(params.id),
  };
}
