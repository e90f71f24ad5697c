/**
 * Findings of the review of the HTTP layer (docs/security.md#found-by-review): what the request
 * log keeps of a secret address, bodies no parser should choke on (10,000 levels deep, a lone
 * UTF-16 surrogate) sent to every route that takes one, and the routes that write their own
 * answer leaving no "Reply was already sent" warning behind.
 */
import { Writable } from 'node:stream';
import { allRouteDeclarations, type Event, type RouteDeclaration } from '@torch/contract';
import pino from 'pino';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../test-server';
import { WRITE_CASES, openWriteBench, type Actor, type WriteBench } from './write-cases';

/** Every line the server logs, parsed. */
const logged: Record<string, unknown>[] = [];
const log = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      logged.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  },
});

let bench: WriteBench;
beforeAll(async () => {
  bench = await openWriteBench({ loggerInstance: pino({ level: 'info' }, log) });
});
afterAll(() => bench.server.close());

/** Each request from an address of its own, so the per-address form limits never answer first. */
let addressCount = 0;
const nextAddress = () => {
  addressCount += 1;
  return `10.77.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
};

function send(
  method: string,
  url: string,
  actor: Actor,
  body?: { json: string } | { object: object },
) {
  const tokens: Record<Actor, string | null> = {
    visitor: null,
    member: bench.member.token,
    admin: bench.admin.token,
    'super-admin': bench.owner.token,
  };
  const token = tokens[actor];
  return bench.server.app.inject({
    method: method as 'POST',
    url,
    remoteAddress: nextAddress(),
    headers: {
      ...(token ? bearer(token) : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { payload: 'json' in body ? body.json : JSON.stringify(body.object) } : {}),
  });
}

async function createdEvent(extra: Record<string, unknown> = {}): Promise<Event> {
  const response = await send('POST', '/api/events', 'admin', {
    object: {
      title: 'Harvest supper',
      location: 'Main hall',
      event_date: '2030-05-01',
      event_time: '19:00',
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Event>();
}

/** A member's ticket, confirmed at once (a signed-in member registers with one click). */
async function ticketCode(eventId: string): Promise<string> {
  const response = await send('POST', `/api/events/${eventId}/registrations`, 'member', {
    object: { fullName: 'Grace Member', email: bench.member.user.email, guests: 0 },
  });
  expect(response.statusCode, response.body).toBe(201);
  const code = response.json<{ registration: { ticket_code: string | null } }>().registration
    .ticket_code;
  expect(code).toMatch(/^TKT-/);
  return code!;
}

describe('the request log keeps no secret from an address', () => {
  it('logs the route pattern of an unsubscribe link and a ticket, never the token or code', async () => {
    const event = await createdEvent({ registration_required: true });
    const code = await ticketCode(event._id);
    const unsubscribeToken = 'a1'.repeat(32);
    const before = logged.length;
    const qr = await send('GET', `/api/tickets/${code}/qr.png`, 'visitor');
    expect(qr.statusCode).toBe(200);
    await send('POST', `/api/newsletter/unsubscribe/${unsubscribeToken}`, 'visitor');
    // A mail scanner opening the one-click link: no route answers a GET there, and the address
    // still carries the token.
    await send('GET', `/api/newsletter/unsubscribe/${unsubscribeToken}?t=${code}`, 'visitor');
    await send('GET', `/api/tickets/${code}`, 'visitor');
    const requests = logged.slice(before).filter((line) => line.msg === 'request');
    expect(requests.map((line) => line.route ?? line.path)).toEqual([
      '/api/tickets/:code/qr.png',
      '/api/newsletter/unsubscribe/:token',
      '/api/newsletter/unsubscribe/:redacted',
      '/api/tickets/:redacted',
    ]);
    const text = JSON.stringify(logged.slice(before));
    expect(text).not.toContain(code);
    expect(text).not.toContain(unsubscribeToken);
  });

  it('still logs the address of a request no route serves, without its query', async () => {
    const before = logged.length;
    await send('GET', '/api/no-such-page?token=secret-value', 'visitor');
    const [line] = logged.slice(before).filter((entry) => entry.msg === 'request');
    expect(line).toMatchObject({ path: '/api/no-such-page', status: 404 });
    expect(JSON.stringify(line)).not.toContain('secret-value');
  });
});

/** Who may reach a route: the caller the body test signs in as. */
const actorFor = (route: RouteDeclaration): Actor =>
  route.access === 'anyone' ? 'visitor' : route.access;

/** A value each path parameter accepts, so the body is what the route reads next. */
function fillPath(route: RouteDeclaration): string {
  const candidates = [
    '00000000-0000-4000-8000-000000000000',
    'TKT-AAAA-AAAA-AAAA',
    'a1'.repeat(32),
    'some-post',
    'mtn',
  ];
  return route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = candidates.find(
      (candidate) => route.params?.safeParse({ [name]: candidate }).success !== false,
    );
    return value ?? candidates[0]!;
  });
}

const DEPTH = 10_000;
const deepBodies: [string, string][] = [
  ['objects', `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`],
  ['arrays', `{"a":${'['.repeat(DEPTH)}1${']'.repeat(DEPTH)}}`],
];
const LONE = 'Grace \ud800 be with you';

/** Paths of the string values in a body, at any depth (site texts, church settings). */
function textPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => textPaths(inner, [...path, key]));
}

function withValue(body: unknown, path: string[], value: string): unknown {
  if (path.length === 0) return value;
  const [key = '', ...rest] = path;
  const copy = (Array.isArray(body) ? [...(body as unknown[])] : { ...(body as object) }) as Record<
    string,
    unknown
  >;
  copy[key] = withValue(copy[key], rest, value);
  return copy;
}

describe('bodies no parser should choke on are refused on every route that takes a body', () => {
  const bodyRoutes = allRouteDeclarations().filter(
    (route) => route.body !== undefined && route.body !== 'multipart',
  );

  it('covers the routes the contract declares', () => {
    expect(bodyRoutes.length).toBeGreaterThan(50);
  });

  it.each(bodyRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    async (_name, route) => {
      const failures: string[] = [];
      const expectRefused = (what: string, response: { statusCode: number; body: string }) => {
        if (response.statusCode !== 400 && response.statusCode !== 413) {
          failures.push(`${what}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      };
      const actor = actorFor(route);
      const url = fillPath(route);
      for (const [name, json] of deepBodies) {
        expectRefused(`${DEPTH} levels of ${name}`, await send(route.method, url, actor, { json }));
      }
      // Without a valid body to carry it, the surrogate goes in every field the schema names,
      // or in a field of its own where the body keeps what it is sent (a payment callback).
      const schema = route.body as z.ZodType & { shape?: Record<string, unknown> };
      const fields = Object.keys(schema.shape ?? {});
      const keepsAnyField =
        (schema.safeParse({ text: 'x' }).data as { text?: string } | undefined)?.text === 'x';
      if (fields.length > 0 || keepsAnyField) {
        expectRefused(
          'a lone surrogate in every field',
          await send(route.method, url, actor, {
            object: Object.fromEntries((fields.length ? fields : ['text']).map((f) => [f, LONE])),
          }),
        );
      }
      // With a body the route accepts, the surrogate in each of its text fields in turn.
      const writeCase = WRITE_CASES.find((c) => c.route === `${route.method} ${route.path}`);
      if (writeCase) {
        const base = writeCase.body('probe');
        for (const path of textPaths(base)) {
          if (writeCase.fromSession?.includes(path[0] ?? '')) continue;
          if (writeCase.limitedPerMember) await bench.renewMember();
          const params = (await writeCase.params?.(bench)) ?? {};
          const target = route.path.replace(':id', params.id ?? '');
          expectRefused(
            `a lone surrogate in ${path.join('.')}`,
            await send(route.method, target, writeCase.as, {
              object: { ...(withValue(base, path, LONE) as object), ...params },
            }),
          );
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('still stores a well-formed pair (an emoji) in a field stored as jsonb', async () => {
    const heroTitle = 'Welcome 🙏🏿 home';
    const response = await send('POST', '/api/site-content', 'admin', {
      object: { page: 'home', elements: { heroTitle } },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const read = await send('GET', '/api/site-content?page=home', 'visitor');
    expect(JSON.stringify(read.json())).toContain(JSON.stringify(heroTitle).slice(1, -1));
  });
});

describe('routes that write their own answer leave the log clean', () => {
  it('answers CSV, calendar, QR and the assistant stream without "Reply was already sent"', async () => {
    const event = await createdEvent({ registration_required: true });
    const code = await ticketCode(event._id);
    const before = logged.length;
    const calls: [string, string, Actor, object?][] = [
      ['GET', '/api/events.ics', 'visitor'],
      ['GET', `/api/events/${event._id}/event.ics`, 'visitor'],
      ['GET', `/api/tickets/${code}/qr.png`, 'visitor'],
      ['GET', `/api/events/${event._id}/registrations/export`, 'admin'],
      ['GET', '/api/admin/donations/export', 'admin'],
      ['GET', '/api/admin/newsletter-subscribers/export', 'admin'],
      ['POST', '/api/ai/chat', 'visitor', { newMessage: 'When is Sunday service?' }],
    ];
    for (const [method, url, actor, body] of calls) {
      const response = await send(method, url, actor, body ? { object: body } : undefined);
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    }
    const warnings = logged.slice(before).filter((line) => Number(line.level) >= 40);
    expect(JSON.stringify(warnings)).not.toContain('Reply was already sent');
    expect(warnings).toEqual([]);
  });
});
