/** Routes registered inside a plugin scope (the uploads' multipart parser) still join the one list. */
import { defineRoute } from '@torch/contract';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from '../plugins/error-handler';
import { RouteRegistrar } from './register-routes';

const scoped = {
  echo: defineRoute({
    method: 'POST',
    path: '/api/scoped',
    summary: 'Answers the raw body the scope parsed',
    tag: 'Test',
    access: 'anyone',
    body: 'multipart',
    response: z.object({ got: z.string() }),
    status: 201,
  }),
};
const outside = {
  ping: defineRoute({
    method: 'GET',
    path: '/api/outside',
    summary: 'Answers pong',
    tag: 'Test',
    access: 'anyone',
    response: z.object({ pong: z.literal(true) }),
  }),
};

const apps: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

describe('RouteRegistrar.within', () => {
  it('registers into the scope, with its parsers, and lists the route with the others', async () => {
    const app = Fastify({ logger: false });
    apps.push(app);
    registerErrorHandler(app);
    const routes = new RouteRegistrar(app, { checkResponses: true, rateLimits: {} });
    routes.register(outside, { ping: () => ({ pong: true as const }) });
    app.post('/api/unscoped', () => ({}));
    await app.register((scope, _options, done) => {
      scope.addContentTypeParser('text/x-scoped', { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );
      routes.within(scope).register(scoped, {
        echo: ({ request }) => ({ got: String(request.body) }),
      });
      done();
    });

    expect(routes.declared.map((route) => route.path)).toEqual(['/api/outside', '/api/scoped']);
    const sendScopedBody = (url: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'text/x-scoped' },
        payload: 'hello',
      });
    const inside = await sendScopedBody('/api/scoped');
    expect(inside.statusCode).toBe(201);
    expect(inside.json()).toEqual({ got: 'hello' });
    // The scope's parser stays in the scope: the same body elsewhere is refused.
    const elsewhere = await sendScopedBody('/api/unscoped');
    expect(elsewhere.statusCode).toBe(415);
  });
});
