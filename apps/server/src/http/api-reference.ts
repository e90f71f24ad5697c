/**
 * The API reference: the generated OpenAPI document at /api/openapi.json and a browsable page
 * at /api/docs, drawn by Swagger UI from the npm package's own files (no CDN; the page loads
 * only scripts from this server, as the CSP demands).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RouteDeclaration } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { getAbsoluteFSPath } from 'swagger-ui-dist';
import { buildOpenApiDocument } from './openapi';

/** The Swagger UI files the page loads, and their types. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Torch API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

/** Kept in a file of its own: the CSP allows no inline script. */
const START = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true, filter: true });\n`;

export function registerApiReference(
  app: FastifyInstance,
  declared: readonly RouteDeclaration[],
): void {
  // Built on first request: the routes are all registered by then, and start-up stays quick.
  let document: string | undefined;
  app.get('/api/openapi.json', (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument(declared));
    return reply.type('application/json; charset=utf-8').send(document);
  });

  app.get('/api/docs', (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/api/docs/start.js', (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(START),
  );
  const assetsDir = getAbsoluteFSPath();
  app.get<{ Params: { file: string } }>('/api/docs/:file', (request, reply) => {
    const type = ASSETS[request.params.file];
    if (!type) return reply.status(404).send({ message: 'Not found' });
    reply.header('Cache-Control', 'public, max-age=86400');
    return reply.type(type).send(fs.createReadStream(path.join(assetsDir, request.params.file)));
  });
}
