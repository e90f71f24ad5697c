/**
 * The set-up most server test files share: a server (and, if asked, a signed-in Admin) made
 * before and closed after each test or each file, and one way to send a request with a token.
 *
 * `server`, `admin`, `adminToken` and `url` are exported bindings the fixture reassigns. Vitest
 * gives every test file its own copy of this module, so they belong to the file that registered
 * the fixture, and its tests keep reading `server` and `adminToken` as plain names.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { bearer, createAdmin, createTestServer, type TestServer } from './test-server';

export let server: TestServer;
export let admin: Awaited<ReturnType<typeof createAdmin>>;
export let adminToken: string;
/** Where the server listens, for fixtures with `listen` (sockets need a real port). */
export let url: string;

export interface ServerFixture {
  /** Sign in an Admin after start-up (`true`, or the Admin's own details). */
  admin?: boolean | Parameters<typeof createAdmin>[1];
  env?: Parameters<typeof createTestServer>[0];
  options?: Parameters<typeof createTestServer>[1];
  /** Listen on a free local port as well as answer injected requests. */
  listen?: boolean;
}

/** The server the current test (or file) started and has not closed yet. */
let open: TestServer | undefined;

/** Start a server as `fixture` says and make it, and its Admin, the file's current ones. */
async function start(fixture: ServerFixture): Promise<TestServer> {
  if (open) throw new Error('A test file runs one server fixture at a time');
  open = server = await createTestServer(fixture.env, fixture.options);
  if (fixture.admin) {
    admin = await createAdmin(server, fixture.admin === true ? {} : fixture.admin);
    adminToken = admin.token;
  }
  if (fixture.listen) url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return server;
}

async function stop(): Promise<void> {
  const closing = open;
  open = undefined;
  await closing?.close();
}

/** A fresh server for every test of the file. */
export function serverPerTest(fixture: ServerFixture = {}): void {
  beforeEach(async () => {
    await start(fixture);
  });
  afterEach(stop);
}

/** One server for the whole file, for tests that only read or that build on each other. */
export function serverPerFile(fixture: ServerFixture = {}): void {
  beforeAll(async () => {
    await start(fixture);
  });
  afterAll(stop);
}

/**
 * For files whose tests each start their own server (a clock, an env of their own): returns the
 * starter; whatever a test started is closed after it.
 */
export function serverPerTestOnDemand(): (fixture?: ServerFixture) => Promise<TestServer> {
  afterEach(stop);
  return (fixture = {}) => start(fixture);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request as the holder of `token` (none when it is missing or null). */
export const call = (
  target: TestServer,
  method: Method,
  url: string,
  { token, payload }: { token?: string | null; payload?: InjectOptions['payload'] } = {},
) =>
  target.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });

/** Admin writes to one collection, as the fixture's Admin unless another token is given. */
export const adminWrites = (base: string) => ({
  post: (payload: object, token: string | null = adminToken) =>
    call(server, 'POST', base, { token, payload }),
  put: (id: string, payload: object, token: string | null = adminToken) =>
    call(server, 'PUT', `${base}/${id}`, { token, payload }),
  remove: (id: string, token: string | null = adminToken) =>
    call(server, 'DELETE', `${base}/${id}`, { token }),
});
