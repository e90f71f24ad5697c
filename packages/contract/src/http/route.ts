/**
 * How an HTTP route is declared once, in the contract: the server registers it from the
 * declaration, the web app's typed client calls it, the OpenAPI document and the security
 * matrix read it. See docs/decisions/022-routes-declared-in-the-contract.md.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route (docs/product.md#roles). anyone: visitors too; member: any signed-in
 * account (401 without a token); admin: Admin and Super-Admin (401 signed out, 403 for a member);
 * super-admin: the Super-Admin alone (403 for an Admin too).
 */
export type RouteAccess = 'anyone' | 'member' | 'admin' | 'super-admin';

/**
 * The limits a route is held to. `public-form`: per address per minute, counted per `bucket`
 * (PUBLIC_FORM_RATE_LIMIT_PER_IP). `member-application`: per member per minute, counted per
 * `bucket`. The others are counted inside their service, where the thing they count is known
 * (failed sign-ins, chat bursts, uploads, assistant questions); the declaration names them so
 * the reference shows every 429.
 */
export type RateLimitPolicy =
  | 'public-form'
  | 'sign-in'
  | 'chat-send'
  | 'upload'
  | 'assistant'
  | 'member-application'
  | 'payment-callback';

export interface RouteRateLimit {
  policy: RateLimitPolicy;
  /** Separate counters for separate forms under one policy (`prayer`, `contact`…). */
  bucket?: string;
}

/**
 * What a route answers with when it is not JSON (a CSV download, a calendar file, a stream of
 * events, text or an image).
 */
export type RouteContentType =
  | 'application/json'
  | 'text/csv'
  | 'text/calendar'
  | 'text/event-stream'
  | 'text/plain'
  | 'image/png';

/** Statuses a service may refuse with (the server's `AppError`). */
export type RouteRefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

export interface RouteDeclaration {
  method: HttpMethod;
  /** Fastify's form: `/api/leaders/:id`. The wire names are the product's (docs/product.md). */
  path: string;
  /** One line for the API reference. */
  summary: string;
  /** The reference's section. */
  tag: string;
  access: RouteAccess;
  /**
   * On an `anyone` route: a token, when sent, is checked first and the signed-in member is
   * known to the route (a prayer request remembers who sent it); a bad token is still a 401.
   */
  optionalViewer?: true;
  /** Path parameters; a value that fails them names no row, so the answer is a 404. */
  params?: z.ZodType;
  /** The 404 message when `params` do not parse (e.g. "Leader not found"). */
  notFoundMessage?: string;
  query?: z.ZodType;
  /** A JSON body; `multipart` for a file upload, whose parts the route reads itself. */
  body?: z.ZodType | 'multipart';
  /** The success body; `null` for an empty 204. */
  response: z.ZodType | null;
  /** The success status: 200 unless said. */
  status?: 200 | 201 | 202 | 204;
  contentType?: RouteContentType;
  rateLimit?: RouteRateLimit;
  /**
   * Refusals of the route's own, besides those its declaration already implies (access, params,
   * body, limits): a taken address's 409, a wrong password's 401. The reference lists each.
   */
  refusals?: Partial<Record<RouteRefusalStatus, string>>;
  /**
   * A list answered a page at a time: `response` is the array of one page, `query` extends
   * `pageQuerySchema`, and the next page and the total travel in headers (http/page.ts).
   */
  paged?: true;
}

/** Declares a route, keeping its literal types so the client and server can infer from it. */
export function defineRoute<const D extends RouteDeclaration>(declaration: D): D {
  return declaration;
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller sends: the params, query and body the declaration asks for, typed. */
export type RouteInput<D extends RouteDeclaration> = (D['params'] extends z.ZodType
  ? { params: SchemaInput<D['params']> }
  : { params?: undefined }) &
  (D['query'] extends z.ZodType ? { query?: SchemaInput<D['query']> } : { query?: undefined }) &
  (D['body'] extends z.ZodType
    ? { body: SchemaInput<D['body']> }
    : D['body'] extends 'multipart'
      ? { body: FormData }
      : { body?: undefined });

/** What a route answers with on success, as the client reads it. */
export type RouteOutput<D extends RouteDeclaration> = D['response'] extends z.ZodType
  ? z.output<D['response']>
  : void;

/** One item of a list route's answer. */
export type RouteItem<D extends RouteDeclaration> =
  RouteOutput<D> extends readonly (infer Item)[] ? Item : never;

/** A named group of routes (one area of the product). */
export type RouteGroup = Record<string, RouteDeclaration>;
