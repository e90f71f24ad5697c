/**
 * A stand-in for the server at the network edge: tests declare the answers per
 * "METHOD /path" and read back what the app actually sent.
 */
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON, e.g. an HTML error page from a proxy. */
  text?: string;
  /** Extra headers, e.g. Retry-After on a refusal or Content-Disposition on a download. */
  headers?: Record<string, string>;
}

export type FakeHandler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export function fakeApi(handlers: Record<string, FakeHandler | FakeResponse>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request: FakeRequest = { method, path: `${url.pathname}${url.search}`, headers, body };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) {
      return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    }
    const answer = typeof handler === 'function' ? await handler(request) : handler;
    const status = answer.status ?? 200;
    const extra = answer.headers ?? {};
    if (answer.text !== undefined) return new Response(answer.text, { status, headers: extra });
    if (answer.body === undefined) return new Response(null, { status, headers: extra });
    return new Response(JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...extra },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
