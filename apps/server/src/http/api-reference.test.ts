/**
 * The API reference: a valid OpenAPI 3.1 document of every declared route that passes redocly's
 * recommended rules, lists every status a route answers, and its page.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Validator } from '@seriousme/openapi-schema-validator';
import { allRouteDeclarations, type RouteDeclaration } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { server, serverPerFile } from '../../test/harness';
import { bearer, createUser } from '../../test/test-server';
import { buildOpenApiDocument, documentPaths } from './openapi';

type Operation = { 'x-access': string; responses: Record<string, unknown>; operationId: string };
type Document = { paths: Record<string, Record<string, Operation>> };

const servedDocument = async () =>
  (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();

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
    const document = await servedDocument();
    const paths = documentPaths(allRouteDeclarations());
    for (const route of allRouteDeclarations()) {
      const path = paths.get(route)!;
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

  it('is the document `npm run lint` checks: built from the contract alone', async () => {
    expect(await servedDocument()).toEqual(
      JSON.parse(JSON.stringify(buildOpenApiDocument(allRouteDeclarations()))),
    );
  });

  it("passes redocly's recommended rules with no error", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-openapi-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(await servedDocument()));
    const root = path.resolve(import.meta.dirname, '../../../..');
    const { stdout } = await promisify(execFile)(
      path.join(root, 'node_modules/.bin/redocly'),
      ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format=json'],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 20 * 1024 * 1024,
      },
    ).catch((error: { stdout: string }) => error);
    fs.rmSync(dir, { recursive: true, force: true });
    const report = JSON.parse(stdout) as {
      problems: { ruleId: string; severity: string; message: string }[];
    };
    const errors = report.problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
  }, 30_000);
});

describe('every status a route answers is in the reference', () => {
  /** A value each path parameter accepts, naming no row. */
  const fill = (route: RouteDeclaration, broken = false) => {
    const candidates = [
      '00000000-0000-4000-8000-000000000000',
      'TKT-AAAA-AAAA-AAAA',
      'a1'.repeat(32),
      'some-post',
    ];
    return route.path.replace(/:(\w+)/g, (_match, name: string) =>
      broken
        ? '%E0%A4%A'
        : (candidates.find(
            (value) => route.params?.safeParse({ [name]: value }).success !== false,
          ) ?? candidates[0]!),
    );
  };
  let address = 0;
  const send = (
    method: string,
    url: string,
    token: string | null,
    body?: { type: string; payload: string },
  ) =>
    server.app.inject({
      method: method as 'POST',
      url,
      // An address of its own each time: the per-address form limits are another test's matter.
      remoteAddress: `10.88.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
      headers: {
        ...(token ? bearer(token) : {}),
        ...(body ? { 'content-type': body.type } : {}),
      },
      ...(body ? { payload: body.payload } : {}),
    });

  it('documents what each route answers to the usual mistakes', async () => {
    const document = await servedDocument();
    const paths = documentPaths(allRouteDeclarations());
    const member = await createUser(server);
    const admin = await createUser(server, { role: 'Admin' });
    const owner = await createUser(server, { role: 'Super-Admin' });
    const tokens = {
      anyone: null,
      member: member.token,
      admin: admin.token,
      'super-admin': owner.token,
    };
    const undocumented: string[] = [];
    for (const route of allRouteDeclarations()) {
      const operation = document.paths[paths.get(route)!]?.[route.method.toLowerCase()];
      const token = tokens[route.access];
      const probes: [string, Promise<{ statusCode: number }>][] = [
        ['signed out', send(route.method, fill(route), null)],
        [
          'as a member',
          send(
            route.method,
            fill(route),
            // Signing out would end the session the other probes are made with.
            route.path.startsWith('/api/auth/logout')
              ? (await createUser(server)).token
              : member.token,
          ),
        ],
        ['with a token no one holds', send(route.method, fill(route), 'not-a-token')],
      ];
      if (route.params)
        probes.push(['a malformed address', send(route.method, fill(route, true), token)]);
      if (route.method !== 'GET' && !route.path.startsWith('/api/auth/logout')) {
        probes.push(
          [
            'an empty JSON body',
            send(route.method, fill(route), token, { type: 'application/json', payload: '{}' }),
          ],
          [
            'malformed JSON',
            send(route.method, fill(route), token, { type: 'application/json', payload: '{"a":' }),
          ],
          [
            'plain text',
            send(route.method, fill(route), token, { type: 'text/plain', payload: 'hello' }),
          ],
          [
            '2 MB of JSON',
            send(route.method, fill(route), token, {
              type: 'application/json',
              payload: `"${'x'.repeat(2_000_000)}"`,
            }),
          ],
        );
      }
      for (const [what, probe] of probes) {
        const { statusCode } = await probe;
        if (!operation?.responses[String(statusCode)]) {
          undocumented.push(`${route.method} ${route.path} ${what}: ${statusCode}`);
        }
      }
    }
    expect(undocumented).toEqual([]);
  }, 120_000);

  it('documents the refusals a service makes on its own', async () => {
    const document = await servedDocument();
    const member = await createUser(server);
    const json = (payload: object) => ({
      type: 'application/json',
      payload: JSON.stringify(payload),
    });
    const cases: [string, string, string | null, { type: string; payload: string }?][] = [
      [
        'POST',
        '/api/auth/login',
        null,
        json({ email: member.user.email, password: 'wrong-password' }),
      ],
      [
        'POST',
        '/api/auth/register',
        null,
        json({ fullName: 'Twin', email: member.user.email, password: 'long-enough-1' }),
      ],
      ['GET', `/api/messages/private?userId=${crypto.randomUUID()}`, member.token],
    ];
    const undocumented: string[] = [];
    for (const [method, url, token, body] of cases) {
      const { statusCode } = await send(method, url, token, body);
      expect(statusCode, url).toBeGreaterThanOrEqual(400);
      const path = url.split('?')[0]!;
      if (!document.paths[path]?.[method.toLowerCase()]?.responses[String(statusCode)]) {
        undocumented.push(`${method} ${path}: ${statusCode}`);
      }
    }
    expect(undocumented).toEqual([]);
  });
});
