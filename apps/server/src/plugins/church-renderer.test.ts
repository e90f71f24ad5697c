/**
 * With the web build's first-screen renderer beside it, the server serves the first screens
 * rendered again for the church's settings, and fills in only the head itself
 * (docs/decisions/040-church-settings-everywhere.md). This build's renderer is a stand-in that
 * writes a few settings into the home template, as the real one (apps/web/src/prerender) does
 * with every word; the end-to-end journeys run the real one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultChurchSettings, type ChurchSettings } from '@torch/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { call, server, serverPerFile } from '../../test/harness';
import { createUser } from '../../test/test-server';

const PICKER = "document.querySelector('template');";
const BUILT_PAGE = `<!doctype html>
<html lang="en"><head>
<meta name="theme-color" content="#c2410c" />
<title>Torch · Spreading light &amp; love</title></head>
<body><div id="root"></div>
<template data-route="/" data-title="Torch · Spreading light &amp; love"><h1>Welcome to Torch Fellowship</h1><p>Torch Fellowship</p><p>Tuesday 5:00 PM</p></template>
<script>${PICKER}</script></body></html>`;
const RENDERER = `
export async function renderChurchPage(page, church, texts) {
  if (church.shortName === 'Broken') throw new Error('the renderer failed');
  const [first] = church.gatherings;
  const home = texts.find((t) => t.page === 'home').elements;
  return page.replace(
    /(<template data-route="\\/"[^>]*>)[\\s\\S]*?(<\\/template>)/,
    (_all, open, close) => open + '<h1>' + home.heroTitle + '</h1><p>' + church.name + '</p><p>' + first.day + ' ' + first.start + '</p>' + close,
  );
}`;

const build = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-renderer-'));
fs.mkdirSync(path.join(build, 'dist'));
fs.mkdirSync(path.join(build, 'dist-render'));
fs.writeFileSync(path.join(build, 'dist', 'index.html'), BUILT_PAGE);
fs.writeFileSync(path.join(build, 'dist-render', 'render-page.js'), RENDERER);
afterAll(() => fs.rmSync(build, { recursive: true, force: true }));

serverPerFile({ env: { WEB_DIST_DIR: path.join(build, 'dist') } });

async function save(change: Partial<ChurchSettings>) {
  const owner = await createUser(server, { role: 'Super-Admin' });
  const payload = { ...defaultChurchSettings, ...change };
  const saved = await call(server, 'PUT', '/api/church', { token: owner.token, payload });
  expect(saved.statusCode).toBe(200);
}

const page = async () => (await server.app.inject({ method: 'GET', url: '/' })).body;

describe('first screens rendered for the church', () => {
  it('serves the build as built while the settings are the defaults', async () => {
    expect(await page()).toBe(BUILT_PAGE);
  });

  it("serves the renderer's first screens, with the head filled in and nothing swapped twice", async () => {
    // The new name holds the built one: a swap over the rendered page would write it twice.
    await save({
      name: 'Torch Fellowship Kampala',
      shortName: 'Grace',
      locale: 'en-UG',
      gatherings: [{ name: 'Sunday Worship', day: 'Sunday', start: '09:30', end: '12:00' }],
    });
    const body = await page();
    expect(body).toContain('<p>Torch Fellowship Kampala</p><p>Sunday 09:30</p>');
    expect(body).not.toContain('torch-site-texts');
    expect(body).not.toContain('Kampala Kampala');
    expect(body).toContain('<html lang="en-UG">');
    expect(body).toContain('<title>Grace · Spreading light &amp; love</title>');
    // The template's title is the renderer's to write: left as it gave it.
    expect(body).toContain('data-title="Torch · Spreading light &amp; love"');
    expect(body).toContain(`<script>${PICKER}</script>`);
  });

  it('still serves the page, with whole values swapped, when the renderer fails', async () => {
    await save({ name: 'Light of Ntinda Church', shortName: 'Broken' });
    const response = await server.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<p>Light of Ntinda Church</p><p>Tuesday 5:00 PM</p>');
    expect(response.body).toContain('<title>Broken · Spreading light &amp; love</title>');
  });
});

async function saveHomeTitle(heroTitle: string) {
  const admin = await createUser(server, { role: 'Super-Admin' });
  const payload = { page: 'home', elements: { heroTitle } };
  const saved = await call(server, 'POST', '/api/site-content', { token: admin.token, payload });
  expect(saved.statusCode).toBe(200);
}

describe('first screens rendered with the saved page texts', () => {
  it('renders the saved home headline with the default settings, and the app starts from it', async () => {
    await save({});
    await saveHomeTitle('Welcome home, Kampala');
    const body = await page();
    expect(body).toContain('<h1>Welcome home, Kampala</h1>');
    expect(body).not.toContain('Welcome to Torch Fellowship');
    // The app's first render reads the same texts (features/site-content/lib/served-texts.ts).
    expect(body).toContain(
      '<meta name="torch-site-texts" content="[{&quot;page&quot;:&quot;home&quot;',
    );
    expect(body).not.toContain('torch-church');
    expect(body).toContain(`<script>${PICKER}</script>`);
  });

  it('drops the rendered page when the texts are saved again', async () => {
    await saveHomeTitle('First headline');
    expect(await page()).toContain('<h1>First headline</h1>');
    await saveHomeTitle('Second headline');
    const body = await page();
    expect(body).toContain('<h1>Second headline</h1>');
    expect(body).not.toContain('First headline');
  });

  it('serves the build as built again once the texts are the defaults', async () => {
    await saveHomeTitle('Welcome to Torch Fellowship');
    expect(await page()).toBe(BUILT_PAGE);
  });
});
