/** Site content's and Torch Stars' routes: each is its declaration and one service call. */
import type { siteContentRoutes, torchKidsRoutes } from '@torch/contract';
import type { RouteHandlers } from '../../http/register-routes';
import type { SiteContentService } from './service';

export function siteContentRouteHandlers(
  content: SiteContentService,
): RouteHandlers<typeof siteContentRoutes> {
  return {
    get: ({ query }) => content.getPage(query.page),
    save: ({ body }) => content.savePage(body.page, body.elements),
    renamePreview: ({ body }) => content.renameChurch(body, false),
    rename: ({ body }) => content.renameChurch(body, true),
  };
}

export function torchKidsRouteHandlers(
  content: SiteContentService,
): RouteHandlers<typeof torchKidsRoutes> {
  return {
    get: () => content.getTorchKids(),
    getForAdmin: () => content.getTorchKids(),
    save: ({ body }) => content.saveTorchKids(body),
  };
}
