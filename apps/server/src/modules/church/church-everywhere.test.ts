/**
 * A Super-Admin's change of the church settings shows everywhere at once, with no restart and
 * no rebuild (docs/decisions/040-church-settings-everywhere.md): in mail, the assistant and its
 * caring reply, the calendar feed, the served page and the installable app's manifest.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { defaultChurchSettings, type ChurchSettings } from '@torch/contract';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, server, serverPerTestOnDemand } from '../../../test/harness';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { createUser } from '../../../test/test-server';

const PICKER = "document.querySelector('template');";
/** A build as scripts/prerender.mjs writes it, with Torch Fellowship's values. */
const BUILT_PAGE = `<!doctype html>
<html lang="en"><head>
<meta name="description" content="Torch: a community of faith spreading light &amp; love." />
<meta name="theme-color" content="#c2410c" />
<title>Torch · Spreading light &amp; love</title></head>
<body><div id="root"></div>
<template data-route="/" data-title="Torch · Spreading light &amp; love"><footer><p>Igniting hearts, transforming lives and building communities through the love of Christ.</p><span>Plot 24, Kampala Road, Kampala, Uganda</span><a href="mailto:hello@torchfellowship.org">hello@torchfellowship.org</a><a href="tel:+256700123456">+256 700 123 456</a></footer></template>
<template data-route="/events" data-title="Events · Torch"><h1>Events</h1></template>
<script>${PICKER}</script></body></html>`;
const BUILT_MANIFEST = JSON.stringify({
  name: 'Torch',
  short_name: 'Torch',
  start_url: '/',
  display: 'standalone',
  theme_color: '#c2410c',
  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
});

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-church-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), BUILT_PAGE);
fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), BUILT_MANIFEST);
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const startServer = serverPerTestOnDemand();
let smtp: TestSmtp;
beforeEach(async () => {
  smtp = await startTestSmtp();
  await startServer({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Torch <no-reply@torch.example>',
      PUBLIC_URL: 'https://church.example',
      WEB_DIST_DIR: webDist,
    },
    options: { mailQueue: { pollMs: 50, retryBaseMs: 50 } },
  });
}, 120_000);
afterEach(() => smtp.close());

const ntinda: ChurchSettings = {
  ...defaultChurchSettings,
  name: 'Light of Ntinda Church',
  shortName: 'Ntinda',
  tagline: 'A light on the hill',
  address: '12 Ntinda Road, Kampala',
  phone: '+256 772 000 111',
  email: 'office@ntinda.example',
  brandColour: '#1d4ed8',
  gatherings: [{ name: 'Sunday Worship', day: 'Sunday', start: '09:30', end: '12:00' }],
  emergencyNumbers: ['911'],
  helplines: [{ name: 'Child helpline', number: '116' }],
};

async function save(settings: ChurchSettings) {
  const owner = await createUser(server, { role: 'Super-Admin' });
  const saved = await call(server, 'PUT', '/api/church', { token: owner.token, payload: settings });
  expect(saved.statusCode).toBe(200);
}

async function ask(newMessage: string): Promise<string> {
  const response = await call(server, 'POST', '/api/ai/chat', {
    payload: { newMessage, history: [] },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('a change of the church settings shows at once', () => {
  it('in mail: the sender, the subject, the header and the footer', async () => {
    await save(ntinda);
    const member = await createUser(server);
    await call(server, 'POST', '/api/auth/forgot-password', {
      payload: { email: member.user.email },
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.from?.value[0]).toEqual({
      name: 'Light of Ntinda Church',
      address: 'no-reply@torch.example',
    });
    expect(mail!.subject).toBe('Choose a new password for Light of Ntinda Church');
    expect(mail!.text).toContain('Light of Ntinda Church, 12 Ntinda Road, Kampala');
    expect(mail!.html).toContain('color:#1d4ed8">Light of Ntinda Church</p>');
    expect(mail!.text).not.toContain('Plot 24');
  });

  it("in the built-in assistant's answers and its caring reply", async () => {
    expect(await ask('What is your phone number?')).toContain('+256 700 123 456');
    await save(ntinda);
    const contact = await ask('What is your phone number?');
    expect(contact).toContain('+256 772 000 111');
    expect(contact).toContain('office@ntinda.example');
    expect(await ask('When do you meet?')).toContain(
      'every Sunday from 9:30 AM to 12:00 PM (Sunday Worship) at 12 Ntinda Road, Kampala',
    );
    expect(await ask('hello')).toContain('Hello and welcome to Light of Ntinda Church!');
    const crisis = await ask('I want to kill myself');
    expect(crisis).toContain('[911](tel:911)');
    expect(crisis).not.toContain('tel:999');
    expect(crisis).toContain('Child helpline: [116](tel:116)');
    expect(crisis).toContain('[+256 772 000 111](tel:+256772000111)');
  });

  it('in the calendar feed: one repeating event per gathering, its SEQUENCE raised when it moves', async () => {
    const before = (await get('/api/events.ics')).body;
    expect(before).toContain('X-WR-CALNAME:Torch Fellowship events');
    expect(before).toContain('SUMMARY:Tuesday Fellowship');
    await save(ntinda);
    const first = (await get('/api/events.ics')).body;
    expect(first).toContain('X-WR-CALNAME:Light of Ntinda Church events');
    expect(first).not.toContain('Tuesday Fellowship');
    expect(first).toContain('UID:gathering-sunday-worship@church.example');
    expect(first).toMatch(/DTSTART;TZID=Africa\/Kampala:\d{8}T093000/);
    expect(first).toContain('RRULE:FREQ=WEEKLY;BYDAY=SU');
    expect(first).toContain('SEQUENCE:0');
    expect(first).toContain('LOCATION:12 Ntinda Road\\, Kampala');
    // Asked again unchanged: the same file, so a calendar's poll is a 304.
    const again = await get('/api/events.ics');
    expect(again.body).toBe(first);

    await save({ ...ntinda, gatherings: [{ ...ntinda.gatherings[0]!, start: '10:00' }] });
    const moved = (await get('/api/events.ics')).body;
    expect(moved).toContain('UID:gathering-sunday-worship@church.example');
    expect(moved).toMatch(/DTSTART;TZID=Africa\/Kampala:\d{8}T100000/);
    expect(moved).toContain('SEQUENCE:1');
    expect((await get('/api/events/calendar-settings')).json()).toEqual({
      timeZone: 'Africa/Kampala',
    });
  });

  it('in the served page: title, colour, description and first screens, its script untouched', async () => {
    const built = await get('/');
    expect(built.body).toBe(BUILT_PAGE);
    await save(ntinda);
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Ntinda · A light on the hill</title>');
    expect(page.body).toContain('<meta name="theme-color" content="#1d4ed8" />');
    // Buttons and links take the colour before the app has loaded, and so do the lighter steps
    // (the focus ring, the charts) and the flame gradient (the assistant's button).
    expect(page.body).toContain(';--color-ember-600:#1d4ed8;');
    expect(page.body).toContain('--color-ember-500:color-mix(in srgb, #1d4ed8 88%, white)');
    expect(page.body).toContain('--color-flame-to:color-mix(in srgb, #1d4ed8 70%, black)');
    expect(page.body).toContain(
      '<meta name="description" content="Light of Ntinda Church: A light on the hill." />',
    );
    expect(page.body).toContain('data-title="Events · Ntinda"');
    expect(page.body).toContain('<span>12 Ntinda Road, Kampala</span>');
    expect(page.body).toContain('<a href="tel:+256772000111">+256 772 000 111</a>');
    expect(page.body).toContain('mailto:office@ntinda.example');
    expect(page.body).not.toMatch(/Plot 24|700 123 456|#c2410c|torchfellowship/);
    // The one inline script is as built, and the policy still allows it by its hash.
    expect(page.body).toContain(`<script>${PICKER}</script>`);
    const hash = createHash('sha256').update(PICKER).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    // A new ETag, so a browser holding the old page fetches this one.
    expect(page.headers.etag).toBeTruthy();
    expect(page.headers.etag).not.toBe(built.headers.etag);
    const revisit = await get('/', { 'if-none-match': String(page.headers.etag) });
    expect(revisit.statusCode).toBe(304);
    // Compressed as asked, with the same words.
    const brotli = await get('/', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(page.body);
    expect(brotli.headers.etag).not.toBe(page.headers.etag);
  });

  it("in the installable app's manifest", async () => {
    await save(ntinda);
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toMatchObject({
      name: 'Light of Ntinda Church',
      short_name: 'Ntinda',
      theme_color: '#1d4ed8',
      start_url: '/',
      icons: [{ src: '/icons/icon-192.png' }],
    });
  });
});
