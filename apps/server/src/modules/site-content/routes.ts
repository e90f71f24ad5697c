/** HTTP shape of site content and Torch Stars content (docs/product.md#content-api). */
import {
  siteContentInputSchema,
  siteContentQuerySchema,
  torchKidsInputSchema,
} from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../auth/request-auth';
import { parseWith } from '../../http/validate';
import type { SiteContentService } from './service';

export function registerSiteContentRoutes(app: FastifyInstance, content: SiteContentService): void {
  app.get('/api/site-content', (request) =>
    content.getPage(parseWith(siteContentQuerySchema, request.query).page),
  );

  app.post('/api/site-content', async (request) => {
    await requireAdmin(request);
    const input = parseWith(siteContentInputSchema, request.body);
    return content.savePage(input.page, input.elements);
  });

  app.get('/api/torch-kids', () => content.getTorchKids());

  app.get('/api/torch-kids/admin', async (request) => {
    await requireAdmin(request);
    return content.getTorchKids();
  });

  app.put('/api/torch-kids/admin', async (request) => {
    await requireAdmin(request);
    return content.saveTorchKids(parseWith(torchKidsInputSchema, request.body));
  });
}
