/**
 * Serves the built web app (index.html never cached, hashed assets cached for a year) and the
 * uploaded files under /uploads. Uploads are served as downloads-by-content with a locked-down
 * CSP so a file can never run as a page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import fastifyStatic from '@fastify/static';
import {
  defaultChurchSettings,
  siteContentDefaults,
  type ChurchSettings,
  type SiteContent,
} from '@torch/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  chosenEncoding,
  type Encoded,
  FilledBodies,
  fillChurchPage,
  fillManifest,
  fillSiteTexts,
} from './church-page';
import { loadChurchRenderer, type RenderChurchPage } from './church-renderer';

/**
 * The server only ever writes re-encoded images under /uploads; anything else found there (put
 * there by hand or by a bug) goes out as an opaque download, never as a page or a script.
 */
const UPLOAD_CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

/** The built web app's index.html, or null when there is no build. */
export function readWebAppIndex(webDistDir: string): string | null {
  const file = path.join(webDistDir, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

/** Serves uploads and the built web app, and answers every other path (answerUnknownPaths). */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: {
    webDistDir: string;
    uploadsDir: string;
    /** The church's current settings, filled into the page and the manifest. */
    church: () => Promise<ChurchSettings>;
    /** Every page's texts (Admin → Site Content), rendered into the first screens. */
    siteTexts: () => Promise<SiteContent[]>;
  },
): Promise<void> {
  fs.mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders: (reply, filePath) => {
      const imageType = UPLOAD_CONTENT_TYPES[path.extname(filePath).toLowerCase()];
      reply.header('Content-Type', imageType ?? 'application/octet-stream');
      if (!imageType) reply.header('Content-Disposition', 'attachment');
      reply.header('Cache-Control', 'public, max-age=86400');
      reply.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });

  const hasWebApp = fs.existsSync(path.join(options.webDistDir, 'index.html'));
  if (!hasWebApp) {
    app.log.warn(`No built web app in ${options.webDistDir}; run "npm run build" to serve it.`);
    answerUnknownPaths(app, hasWebApp);
    return;
  }
  registerChurchFilled(app, { ...options, renderer: await loadChurchRenderer(options.webDistDir) });
  await app.register(fastifyStatic, {
    root: options.webDistDir,
    prefix: '/',
    index: ['index.html'],
    wildcard: true,
    // The build writes .br and .gz beside each asset (scripts/compress-assets.mjs).
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'Cache-Control',
        isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  answerUnknownPaths(app, hasWebApp);
}

/**
 * The page and the manifest, filled with the church's settings on each answer
 * (plugins/church-page.ts); registered before the static files, which would send them as built.
 */
function registerChurchFilled(
  app: FastifyInstance,
  options: {
    webDistDir: string;
    church: () => Promise<ChurchSettings>;
    siteTexts: () => Promise<SiteContent[]>;
    renderer: RenderChurchPage | null;
  },
): void {
  const builtPage = fs.readFileSync(path.join(options.webDistDir, 'index.html'), 'utf8');
  const { renderer } = options;
  // Keyed by the settings and the page texts both: saving either makes the next answer a new
  // body, on every instance, as each reads them from the database on each answer.
  const pages = new FilledBodies<{ church: ChurchSettings; texts: SiteContent[] }>(
    async ({ church, texts }) => {
      const edited = texts.filter(
        ({ page, elements }) => !isDeepStrictEqual(elements, siteContentDefaults[page]),
      );
      // The app starts from the saved texts whichever way the page was made, so its first
      // render shows what the page does, or at least the saved texts at once.
      const builtFilled = () => fillSiteTexts(fillChurchPage(builtPage, church), edited);
      if (!renderer || (isDeepStrictEqual(church, defaultChurchSettings) && edited.length === 0)) {
        return builtFilled();
      }
      try {
        const rendered = await renderer(builtPage, church, texts);
        return fillSiteTexts(fillChurchPage(rendered, church, undefined, true), edited);
      } catch (error) {
        // The page must still be served: with whole values swapped, the app draws the rest.
        app.log.error({ err: error }, 'Rendering the first screens for the church failed');
        return builtFilled();
      }
    },
  );
  const manifestFile = path.join(options.webDistDir, 'manifest.webmanifest');
  const builtManifest = fs.existsSync(manifestFile) ? fs.readFileSync(manifestFile, 'utf8') : null;
  const manifests = builtManifest
    ? new FilledBodies((church) => fillManifest(builtManifest, church))
    : null;

  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    body: () => Promise<Encoded>,
    contentType: string,
  ) => {
    const encoded = await body();
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    void reply
      .header('Content-Type', contentType)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding');
    if (encoding) void reply.header('Content-Encoding', encoding);
    return reply.send(encoded[encoding ?? 'identity']);
  };
  const page = (request: FastifyRequest, reply: FastifyReply) =>
    send(
      request,
      reply,
      async () => {
        const [church, texts] = await Promise.all([options.church(), options.siteTexts()]);
        return pages.for({ church, texts });
      },
      'text/html; charset=utf-8',
    );
  app.get('/', page);
  app.get('/index.html', page);
  // Registered with or without a manifest in the build, so the routes do not depend on the build.
  app.get('/manifest.webmanifest', (request, reply) =>
    manifests
      ? send(
          request,
          reply,
          async () => manifests.for(await options.church()),
          'application/manifest+json',
        )
      : reply.callNotFound(),
  );
}

/** A page address typed without the hash goes to the app; anything else unknown is a 404. */
function answerUnknownPaths(app: FastifyInstance, hasWebApp: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      hasWebApp &&
      request.method === 'GET' &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/uploads/') &&
      !path.extname(pathname) &&
      (request.headers.accept ?? '').includes('text/html');
    // The web app routes by hash: someone typing /events means /#/events.
    if (wantsPage) return reply.redirect(`/#${pathname}`);
    return reply.status(404).send({ message: `Not found: ${request.method} ${pathname}` });
  });
}
