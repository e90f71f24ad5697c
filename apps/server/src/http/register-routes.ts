/**
 * Registers routes from their contract declarations: who may call, the limits, the parsing of
 * params, query and body, and the success status all come from the declaration, so a route's
 * handler is only the call into its service. In tests every answer is also checked against the
 * declared response schema. See docs/decisions/022-routes-declared-in-the-contract.md.
 */
import {
  pageHeaders,
  type Page,
  type RateLimitPolicy,
  type RouteDeclaration,
  type RouteGroup,
  type RouteItem,
  type RouteOutput,
  type RouteRateLimit,
} from '@torch/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  optionalViewer,
  requireAdmin,
  requireSuperAdmin,
  requireViewer,
} from '../auth/request-auth';
import type { Viewer } from '../auth/sessions';
import { notFound } from './app-error';
import { parseWith } from './validate';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<D extends RouteDeclaration> {
  params: Parsed<D['params']>;
  query: Parsed<D['query']>;
  body: Parsed<D['body']>;
  /** The caller: always set on member and admin routes, null for a visitor. */
  viewer: D['access'] extends 'anyone' ? Viewer | null : Viewer;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a handler gives back: a paged list's page, or the body itself. */
type HandlerResult<D extends RouteDeclaration> = D['paged'] extends true
  ? Page<RouteItem<D>>
  : RouteOutput<D>;

/** Returns the body to send, or the reply when the handler answered itself (a download). */
export type RouteHandler<D extends RouteDeclaration> = (
  context: RouteContext<D>,
) => Promise<HandlerResult<D> | FastifyReply> | HandlerResult<D> | FastifyReply;

export type RouteHandlers<G extends RouteGroup> = { [K in keyof G]: RouteHandler<G[K]> };

/** Limits the server applies before a route runs; the rest are counted inside services. */
export type RequestRateLimits = Partial<
  Record<RateLimitPolicy, (request: FastifyRequest, limit: RouteRateLimit) => Promise<void>>
>;

export interface RouteRegistrarOptions {
  /** Check every success body against its declared schema (tests). */
  checkResponses: boolean;
  rateLimits: RequestRateLimits;
}

export class RouteRegistrar {
  constructor(
    private readonly app: FastifyInstance,
    private readonly options: RouteRegistrarOptions,
    /** Every declaration registered, in order: the OpenAPI document and security suite read it. */
    readonly declared: RouteDeclaration[] = [],
  ) {}

  /**
   * The same registrar for routes inside a plugin scope (uploads parse multipart only there);
   * their declarations join this one's list.
   */
  within(scope: FastifyInstance): RouteRegistrar {
    return new RouteRegistrar(scope, this.options, this.declared);
  }

  /**
   * A module's own request limit for a policy, checked before its routes' handlers as the
   * `public-form` limit is (the assistant counts questions per address before reading them).
   */
  limitBy(policy: RateLimitPolicy, check: NonNullable<RequestRateLimits[RateLimitPolicy]>): void {
    this.options.rateLimits[policy] = check;
  }

  register<G extends RouteGroup>(group: G, handlers: RouteHandlers<G>): void {
    for (const key of Object.keys(group) as (keyof G & string)[]) {
      this.registerOne(group[key]!, handlers[key]);
    }
  }

  private registerOne(route: RouteDeclaration, handler: RouteHandler<RouteDeclaration>): void {
    this.declared.push(route);
    this.app.route({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        const viewer = await this.identify(route, request);
        const limit = route.rateLimit && this.options.rateLimits[route.rateLimit.policy];
        if (limit) await limit(request, route.rateLimit!);
        const context = {
          params: this.parseParams(route, request.params),
          query: route.query ? parseWith(route.query, request.query) : undefined,
          body:
            route.body && route.body !== 'multipart'
              ? parseWith(route.body, request.body)
              : undefined,
          viewer,
          request,
          reply,
        } as RouteContext<RouteDeclaration>;
        const result: unknown = await handler(context);
        // A download, a calendar file, a stream: the handler sent it, and an async handler's
        // returned reply arrives here as undefined (a reply is thenable), so its state is asked.
        if (result === reply || reply.sent) return reply;
        if (route.response === null) return reply.status(route.status ?? 204).send();
        const body = route.paged ? pageBody(request, reply, result as Page<unknown>) : result;
        if (this.options.checkResponses) checkResponse(route, body);
        return reply.status(route.status ?? 200).send(body);
      },
    });
  }

  private async identify(route: RouteDeclaration, request: FastifyRequest): Promise<Viewer | null> {
    if (route.access === 'admin') return requireAdmin(request);
    if (route.access === 'super-admin') return requireSuperAdmin(request);
    if (route.access === 'member') return requireViewer(request);
    return route.optionalViewer ? optionalViewer(request) : null;
  }

  private parseParams(route: RouteDeclaration, params: unknown): unknown {
    if (!route.params) return undefined;
    const parsed = route.params.safeParse(params);
    if (!parsed.success) throw notFound(route.notFoundMessage ?? 'Not found');
    return parsed.data;
  }
}

/**
 * A page goes out as the plain array of its items; the total and the address of the next page
 * (this request's, with the next cursor) go in headers (docs/decisions/028-lists-page.md).
 */
function pageBody(request: FastifyRequest, reply: FastifyReply, page: Page<unknown>): unknown[] {
  void reply.header(pageHeaders.total, String(page.total));
  if (page.nextCursor !== null) {
    const next = new URL(request.url, 'http://localhost');
    next.searchParams.set('cursor', page.nextCursor);
    void reply.header(pageHeaders.next, `<${next.pathname}${next.search}>; rel="next"`);
  }
  return page.items;
}

/** A body the contract does not describe is a server bug: the test that met it fails loudly. */
function checkResponse(route: RouteDeclaration, body: unknown): void {
  const wire: unknown = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  const checked = route.response!.safeParse(wire);
  if (!checked.success) {
    throw new Error(
      `${route.method} ${route.path} answered outside its contract:\n${z.prettifyError(checked.error)}`,
    );
  }
}
