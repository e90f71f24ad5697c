/**
 * The set-up most server test files share: a server (and, if asked, a signed-in Admin) made
 * before and closed after each test or each file, and one way to send a request with a token.
 *
 * `server`, `admin`, `adminToken` and `url` are exported bindings the fixture reassigns. Vitest
 * gives every test file its own copy of this module, so they belong to the file that registered
 * the fixture, and its tests keep reading `server` and `adminToken` as plain names.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import {
  bearer,
  createAdmin,
  createTestServer,
  createUser,
  type TestServer,
  warmTestDatabase,
} from './test-server';

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
  beforeAll(warmTestDatabase);
  afterEach(stop);
  return (fixture = {}) => start(fixture);
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An id shaped like a real one that names no row. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

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

/** A create answers 201 with the input as sent, plus the id and creation time the server gave. */
export function expectCreated<T>(response: LightMyRequestResponse, input: object): T {
  expect(response.statusCode).toBe(201);
  const body = response.json<T>();
  expect(body).toEqual({
    _id: expect.any(String) as string,
    created_at: expect.any(String) as string,
    ...input,
  });
  return body;
}

/**
 * A request of each kind, in turn, is refused to a signed-out visitor (401) and to a signed-in
 * member (403); the POSTs and PUTs carry `payload`, so only the missing role can be the reason.
 */
export async function expectAdminOnly(requests: Array<[Method, string]>, payload: object) {
  const member = (await createUser(server)).token;
  for (const [method, url] of requests) {
    const body = method === 'POST' || method === 'PUT' ? payload : undefined;
    expect((await call(server, method, url, { payload: body })).statusCode).toBe(401);
    expect((await call(server, method, url, { token: member, payload: body })).statusCode).toBe(
      403,
    );
  }
}

/** A read that must succeed (200), as the holder of `token` if one is given, and its body. */
export async function readOk<T>(url: string, token?: string): Promise<T> {
  const response = await call(server, 'GET', url, { token });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
}

/** Admin writes to one collection of `Row`s, as the fixture's Admin unless another token is given. */
export const adminWrites = <Row = unknown>(base: string) => {
  const post = (payload: object, token: string | null = adminToken) =>
    call(server, 'POST', base, { token, payload });
  const put = (id: string, payload: object, token: string | null = adminToken) =>
    call(server, 'PUT', `${base}/${id}`, { token, payload });
  const remove = (id: string, token: string | null = adminToken) =>
    call(server, 'DELETE', `${base}/${id}`, { token });
  return {
    post,
    put,
    remove,
    /** Adds a row, which must succeed (201), and returns it. */
    add: async (payload: object): Promise<Row> => {
      const response = await post(payload);
      expect(response.statusCode).toBe(201);
      return response.json<Row>();
    },
    /** Edits row `id`, which must succeed (200), and returns it as stored. */
    edit: async (id: string, payload: object, token?: string): Promise<Row> => {
      const response = await put(id, payload, token);
      expect(response.statusCode).toBe(200);
      return response.json<Row>();
    },
    /** Visitors and members may not write to row `id`, nor make the admin-only `reads`. */
    expectAdminOnly: (id: string, payload: object, reads: Array<[Method, string]> = []) =>
      expectAdminOnly(
        [...reads, ['POST', base], ['PUT', `${base}/${id}`], ['DELETE', `${base}/${id}`]],
        payload,
      ),
    /** Editing or deleting a row by each of `ids` is a 404, the edit answering `message`. */
    expectUnknownIds: async (
      payload: object,
      message: string,
      ids = [UNKNOWN_ID, 'not-a-uuid'],
    ) => {
      for (const id of ids) {
        const edited = await put(id, payload);
        expect(edited.statusCode).toBe(404);
        expect(edited.json()).toEqual({ message });
        expect((await remove(id)).statusCode).toBe(404);
      }
    },
  };
};
