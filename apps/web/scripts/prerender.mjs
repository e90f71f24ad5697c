#!/usr/bin/env node
// Runs after `vite build`: renders the landing pages' first screen (src/prerender) into
// dist/index.html, so a phone on a slow network paints the page before the JavaScript arrives.
//
// Each landing page of the route table (src/app/routes.ts) goes into a <template>, with its tab
// title and the API paths of its first screen's data (which the entry asks for early:
// src/app/landing-page-start.ts). A small inline script, src/app/first-screen-picker.ts bundled
// on its own, picks the one that matches the address (the app routes by hash, so only the
// browser knows the page) and puts it in #root. The entry (src/main.tsx) asks for the app's
// code only once that has painted, so on a slow network the page's styles and fonts do not
// share the line with 150 KB of JavaScript; the app then hydrates the page
// (src/app/start-app.tsx). The server allows that one inline script by its hash
// (apps/server/src/plugins/security.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webRoot, 'dist');
// Kept beside dist/ (not in it, so it is never served): the server renders the first screens
// again with a church's own settings (apps/server/src/plugins/church-page.ts). Inside the
// repository so the bundle resolves react and friends from node_modules.
const rendererDir = path.join(webRoot, 'dist-render');
const indexFile = path.join(distDir, 'index.html');
const ROOT_ELEMENT = '<div id="root"></div>';

const indexHtml = fs.readFileSync(indexFile, 'utf8');
if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`dist/index.html has no ${ROOT_ELEMENT}`);
if (indexHtml.includes('data-route=')) throw new Error('dist/index.html is pre-rendered already');
// The first screen paints before the app's code is asked for (src/main.tsx). Should the entry
// share a module with start-app, the bundler would put it in start-app's file (vite.config.ts)
// and the entry would load all of the app first: refuse such a build.
const entryFile = /<script type="module" crossorigin src="\/assets\/([^"]+)"/.exec(indexHtml)?.[1];
const entryImports = [
  ...fs
    .readFileSync(path.join(distDir, 'assets', entryFile ?? ''), 'utf8')
    .matchAll(/from\s*"\.\/([^"]+)"/g),
].map((match) => match[1]);
if ([...entryImports, indexHtml].some((text) => /start-app-/.test(text))) {
  throw new Error('The entry loads start-app before the first paint (see vite.config.ts)');
}

await build({
  root: webRoot,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/render-page.tsx',
    outDir: rendererDir,
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
const { renderLandingPages, renderDrawnPages, bodyOf } = await import(
  pathToFileURL(path.join(rendererDir, 'render-page.js')).href
);

// The picker runs before any other script, on every first visit: bundled alone and minified.
const picker = await build({
  root: webRoot,
  configFile: false,
  logLevel: 'warn',
  build: {
    write: false,
    minify: true,
    lib: { entry: 'src/app/first-screen-picker.ts', formats: ['iife'], name: 'firstScreenPicker' },
  },
});
const pickFirstScreen = (Array.isArray(picker) ? picker[0] : picker).output[0].code.trim();

const landingPages = await renderLandingPages();
const templates = landingPages.map(
  ({ route, title, api, html }) =>
    `<template data-route="${route}" data-title="${title}" data-api="${api.join(' ').replaceAll('&', '&amp;')}">${bodyOf(html)}</template>`,
);
// A blog post and the Blog list showing made-up posts, which the entry fills in with the real
// ones when their data is in (src/app/first-screen-posts.ts). They have no route, so the script
// below never picks them.
for (const { templateId, html } of await renderDrawnPages()) {
  templates.push(`<template id="${templateId}">${bodyOf(html)}</template>`);
}

fs.writeFileSync(
  indexFile,
  // A function, so that '$' in the inserted text is not read as a replacement pattern.
  indexHtml.replace(
    ROOT_ELEMENT,
    () =>
      `${ROOT_ELEMENT}\n    ${templates.join('\n    ')}\n    <script>${pickFirstScreen}</script>`,
  ),
);
console.log(`prerender: ${landingPages.length} landing pages written into dist/index.html`);
