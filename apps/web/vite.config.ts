import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The app's modules the entry (src/main.tsx) uses before the first paint: the route table,
 * the answers it asks for early, and what it needs to draw blog posts (src/app/first-screen-
 * posts.ts). Each must import nothing else of the app.
 */
const ENTRY_SHARED = [
  'app/routes',
  'app/route-match',
  'shared/api/early-responses',
  'app/first-screen-handoff',
  'features/blog/lib/post-date',
  'features/blog/lib/post-excerpt',
  'features/blog/lib/markdown-text',
  'shared/lib/excerpt',
  'shared/lib/format-date',
  'shared/lib/format-locale',
  'shared/lib/document-title',
  'shared/config/paths',
  'shared/lib/install-prompt',
];

/**
 * A feature's own service-worker handlers (push) are a classic script in public/; when the build
 * finds it, the service worker evaluates it first (src/sw/service-worker.ts). Nothing to wire.
 */
const PUSH_SCRIPT = 'push-sw.js';
const hasPushScript = fs.existsSync(path.join(import.meta.dirname, 'public', PUSH_SCRIPT));

/** The installable app (docs/architecture.md#installable-app): its manifest and service worker. */
const installableApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'service-worker.ts',
  // The app registers the worker itself, after the first screen is taken over (src/app/offline.ts).
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Torch',
    short_name: 'Torch',
    description: 'Torch: a community of faith spreading light & love.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The design tokens (src/index.css): ember-600 for the browser's bar, cream-50 behind the
    // splash screen, as the page's own background.
    theme_color: '#c2410c',
    background_color: '#fffcf7',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // A classic script, so it can import the push handler with importScripts.
    rollupFormat: 'iife',
    // The app's code and styles, every page's (about 450 KB compressed, fetched once after the
    // first screen), and the Latin faces of the two fonts; index.html is fetched by the worker
    // itself, since the pre-render changes it after this list is made.
    globPatterns: ['assets/*.{js,css}', 'assets/*-latin-*.woff2', 'icons/*.png'],
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  },
});

// The server serves dist/ at the same origin: index.html at '/', hashed files under /assets/.
export default defineConfig({
  plugins: [react(), tailwindcss(), installableApp],
  // Read by the service worker's build too (vite-plugin-pwa passes `define` on).
  define: { __PUSH_SCRIPT__: JSON.stringify(hasPushScript ? `/${PUSH_SCRIPT}` : '') },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Inlined assets would become data: URLs in CSS; fonts stay files so they cache by hash.
    assetsInlineLimit: 0,
    modulePreload: {
      polyfill: false,
      // No <link rel=modulepreload> added from script before each lazy import: on a slow phone,
      // adding a dozen links to <head> was a long task of its own (15-25 ms before throttling)
      // while the first screen was already up; the browser finds those imports in the chunk.
      // index.html keeps its links: they cost nothing at run time, and the entry's own import
      // (entry-shared, below) then arrives with the entry instead of after it.
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : [],
    },
    rolldownOptions: {
      output: {
        // Chromium compiles every function of start-app on a background thread while the file
        // downloads, instead of each one on the main thread at its first call (V8's explicit
        // compile hints, Chrome 136+; a plain comment to other engines). Most of start-app runs
        // at start-up: main-thread work after the first paint fell 15-25% (docs/benchmarks.md).
        postBanner: (chunk) => (chunk.name === 'start-app' ? '//# allFunctionsCalledOnLoad' : ''),
        codeSplitting: {
          groups: [
            // Everything the app needs to start, in one file. Left to itself the bundler splits
            // out each module a page shares with start-app (React, the router, the HTTP client),
            // and the browser finds each of those only after the file that imports it: on a slow
            // network that was four round trips, one after another, before a page could render.
            // Pages load after start-app, so they import from it instead.
            { name: 'start-app', test: /src[\\/]app[\\/]start-app\.tsx$/ },
            // ...except what the entry itself needs before start-app is asked for: Vite's
            // helper for lazy imports, and the modules of ENTRY_SHARED. index.html preloads it.
            {
              name: 'entry-shared',
              test: (id) =>
                id.startsWith('\0vite/preload-helper') ||
                ENTRY_SHARED.some((module) =>
                  id.replaceAll('\\', '/').endsWith(`/src/${module}.ts`),
                ),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // In development the API runs on its own port; proxy so the app still talks same-origin.
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
      '/uploads': 'http://localhost:3000',
    },
  },
});
