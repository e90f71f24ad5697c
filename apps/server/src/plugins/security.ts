/**
 * Security headers and CORS. Scripts come from our own origin only; the one thing the app
 * embeds from elsewhere is YouTube (teachings and leader videos).
 *
 * helmet decides the headers; they are the same for every request, so they are computed once
 * and copied onto each reply (docs/decisions/003-helmet-headers-once.md).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import { pageHeaders } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export const YOUTUBE_FRAME_SOURCES = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
];
/** The teachings page shows each video's picture from YouTube (web: shared/lib/youtube.ts). */
export const YOUTUBE_THUMBNAIL_SOURCE = 'https://i.ytimg.com';

/** Runs helmet once against a recorder and returns the headers it set. */
function helmetHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw new Error('Could not compute the security headers', { cause: failed });
  return headers;
}

/**
 * CSP sources for the inline scripts of the built index.html, by hash: the build writes one
 * that shows the pre-rendered first screen (apps/web/scripts/prerender.mjs). Any other inline
 * script, such as one injected into a page, stays refused.
 */
export function inlineScriptSources(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body = '']) => {
    const digest = createHash('sha256').update(body).digest('base64');
    return `'sha256-${digest}'`;
  });
}

/**
 * An API answer is data, never a page: its policy lets it load and run nothing, and it leaves
 * out the headers only a page reads (the page's sources, opener and permissions policies), so
 * a phone polling over mobile data receives about 400 bytes of headers instead of 1,100
 * (docs/security.md#headers-and-browsers). The API reference is a page and keeps the page's headers.
 */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
const API_HEADERS_KEPT = [
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
];
const API_REFERENCE = '/api/docs';

/**
 * The camera is for our own pages only: the door's ticket scanner reads QR codes with it
 * (docs/events.md#check-in), and every route is one page (hash routing), so the scanner's page is
 * whichever document the volunteer first opened. No frame from elsewhere (a YouTube embed) may
 * ask for it. The features the app never uses are refused to any script that might end up on
 * the page (docs/security.md#headers-and-browsers).
 */
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), usb=()';

export async function registerSecurity(
  app: FastifyInstance,
  options: {
    corsOrigins: string[];
    inlineScripts: string[];
    /** Origins of the configured image storage besides our own (storageImageSources). */
    imageSources: string[];
  },
): Promise<void> {
  const { corsOrigins } = options;
  const securityHeaders: Record<string, string> = {
    ...helmetHeaders(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...options.inlineScripts],
            // React and the toast library set inline styles; the only inline scripts allowed
            // are the build's own, by hash.
            styleSrc: ["'self'", "'unsafe-inline'"],
            // Images come from us, our storage and YouTube, so a picture planted by a member
            // cannot report who viewed it to another site. blob: is the preview of a picture
            // being uploaded; data: is the emoji picker's own icons (its stylesheet inlines
            // them), and a data: image makes no request, so it reports nothing to anyone.
            imgSrc: ["'self'", 'data:', 'blob:', ...options.imageSources, YOUTUBE_THUMBNAIL_SOURCE],
            fontSrc: ["'self'", 'data:'],
            // Our own origin only: 'self' also matches its ws:/wss: socket (CSP Level 3), so a
            // script that got onto a page cannot open a socket to somewhere else.
            connectSrc: ["'self'"],
            mediaSrc: ["'self'", 'https:'],
            frameSrc: YOUTUBE_FRAME_SOURCES,
            // The installable app: its manifest and its one service worker, both from here
            // (docs/architecture.md#installable-app). Said outright so that a later change to
            // script-src or default-src cannot let in, or shut out, a worker by accident.
            manifestSrc: ["'self'"],
            workerSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          },
        },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        // The same answer as frame-ancestors 'none', for browsers that only read the old header.
        frameguard: { action: 'deny' },
        // The YouTube embeds need to load cross-origin resources.
        crossOriginEmbedderPolicy: false,
      }),
    ),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  const apiHeaders = {
    ...Object.fromEntries(API_HEADERS_KEPT.map((name) => [name, securityHeaders[name] ?? ''])),
    'content-security-policy': API_POLICY,
    // API answers carry members' names, prayers and messages: no browser or proxy cache may keep
    // them (a shared computer's back button, a caching proxy). A route that may be cached says so.
    'cache-control': 'no-store',
  };
  app.addHook('onRequest', (request, reply, done) => {
    const isApiData = request.url.startsWith('/api/') && !request.url.startsWith(API_REFERENCE);
    void reply.headers(isApiData ? apiHeaders : securityHeaders);
    done();
  });
  // Same-origin requests need no CORS headers at all; other origins must be listed.
  if (corsOrigins.length === 0) return;
  await app.register(cors, {
    origin: corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
    // A paged list's next page and total (docs/decisions/028-lists-page.md) and its ETag.
    exposedHeaders: [pageHeaders.next, pageHeaders.total, 'ETag'],
    maxAge: 600,
  });
}
