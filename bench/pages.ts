/**
 * Lighthouse (mobile preset) on the pages visitors land on most, against the built app served
 * by the real server with its demo content, in Debian's Chromium. Prints performance,
 * accessibility, CLS, LCP and the JavaScript each page downloads.
 *
 *   npm run bench:pages
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfMissing, startServer, stopProcess } from './lib/server-process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** One Lighthouse run (mobile preset) of `url`, performance and accessibility. */
async function runLighthouse(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  return result.lhr;
}

buildIfMissing();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-pages-'));
const server = await startServer({
  env: {
    ...process.env,
    JWT_SECRET: 'bench-pages-secret-long-enough-for-hs256',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  readyPath: '/api/health',
});
const baseUrl = server.url;

try {
  const posts = (await (await fetch(`${baseUrl}/api/blog`)).json()) as { slug: string }[];
  const pages: [string, string][] = [
    ['Home', `${baseUrl}/#/`],
    ['Events', `${baseUrl}/#/events`],
    ['Blog list', `${baseUrl}/#/blog`],
  ];
  if (posts[0]) pages.push(['Blog post', `${baseUrl}/#/blog/${posts[0].slug}`]);

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows: string[] = [];
  try {
    for (const [name, url] of pages) {
      let lhr = await runLighthouse(url, chrome.port);
      // Now and then Chromium's trace of the load comes back unusable (NO_NAVSTART, NO_FCP):
      // a failed measurement, not a score of 0, so it is taken again, twice at most.
      for (let retry = 0; lhr.runtimeError && retry < 2; retry++) {
        console.warn(`${name}: ${lhr.runtimeError.code}, measuring again`);
        lhr = await runLighthouse(url, chrome.port);
      }
      if (lhr.runtimeError) {
        rows.push(`| ${name} | not measured: ${lhr.runtimeError.code} | | | | | |`);
        continue;
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const items =
        (
          lhr.audits['network-requests']?.details as
            | { items?: { resourceType?: string; transferSize?: number }[] }
            | undefined
        )?.items ?? [];
      const scriptKb =
        items
          .filter((item) => item.resourceType === 'Script')
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
      rows.push(
        `| ${name} | ${score('performance')} | ${score('accessibility')} | ${audit('cumulative-layout-shift').toFixed(3)} | ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s | ${audit('total-blocking-time').toFixed(0)} ms | ${scriptKb.toFixed(1)} KB |`,
      );
    }
  } finally {
    chrome.kill();
  }
  console.log('| page | performance | accessibility | CLS | LCP | TBT | JS transferred |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
} finally {
  await stopProcess(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
