/** The API reference: a valid OpenAPI 3.1 document of every declared route, and its page. */
import { Validator } from '@seriousme/openapi-schema-validator';
import { allRouteDeclarations } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { server, serverPerFile } from '../../test/harness';

serverPerFile();

describe('the API reference', () => {
  it('serves an OpenAPI 3.1 document that validates against the 3.1 schema', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string }>();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route declared in the contract, with who may call it', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { 'x-access': string }>>;
    }>();
    for (const route of allRouteDeclarations()) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[path]?.[route.method.toLowerCase()]?.['x-access'], path).toBe(
        route.access,
      );
    }
    // A body that breaks the contract shows in the reference too: the leader form's limits.
    const createLeader = document.paths['/api/leaders']?.post as unknown as {
      requestBody: { content: { 'application/json': { schema: { properties: object } } } };
    };
    expect(createLeader.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'name.maxLength',
      120,
    );
  });

  it('serves the reference page and its scripts from this server', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const src of page.body.matchAll(/(?:src|href)="([^"]+)"/g)) {
      const asset = await server.app.inject({ method: 'GET', url: src[1]! });
      expect(asset.statusCode, src[1]).toBe(200);
    }
    const unknown = await server.app.inject({ method: 'GET', url: '/api/docs/../../package.json' });
    expect(unknown.statusCode).toBe(404);
  });
});
