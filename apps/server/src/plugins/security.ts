/**
 * Security headers and CORS. Scripts come from our own origin only; the one thing the app
 * embeds from elsewhere is YouTube (teachings and leader videos).
 *
 * helmet's middleware is built once here and run on every request. (@fastify/helmet rebuilds
 * it per request, which halved the API's throughput: docs/decisions/003-helmet-once.md.)
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export const YOUTUBE_FRAME_SOURCES = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
];

export async function registerSecurity(app: FastifyInstance, corsOrigins: string[]): Promise<void> {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and the toast library set inline styles; no inline script is ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'https:'],
        frameSrc: YOUTUBE_FRAME_SOURCES,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The YouTube embeds need to load cross-origin resources.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, next) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      next(error instanceof Error ? error : undefined),
    );
  });
  // Same-origin requests need no CORS headers; other origins must be listed in CORS_ORIGINS.
  await app.register(cors, {
    origin: corsOrigins.length > 0 ? corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
}
