/**
 * Hostile text in every field a person can fill (docs/security.md#input): script tags, event
 * handlers, `javascript:` links, an iframe, a 5,000-character unbroken string and unicode that
 * reorders or stacks characters. The API stores each value exactly or refuses it; every page that
 * shows one shows it as text, runs nothing, and still fits a 390 px phone.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { registerMember, signInAdmin, type Account } from './support/api';
import { openPage, reviewScreenshot, useBrowser } from './support/browser';
import { appUrl, baseUrl } from './support/env';

const MARK = randomUUID().slice(0, 6);

/** Each sets window.__xss (or opens a dialog) if it ever runs. */
const SCRIPT_TAG = '<script>window.__xss=1</script>';
const IMG_ONERROR = '<img src=x onerror="window.__xss=1">';
const JS_ANCHOR = '<a href="javascript:window.__xss=1">x</a>';
const IFRAME = '<iframe srcdoc="<script>parent.__xss=1;alert(1)</script>"></iframe>';
const MD_JS_LINK = '[click](javascript:window.__xss=1)';
const SVG_ONLOAD = '<svg onload="alert(1)">';
const HTML_PAYLOADS = [SCRIPT_TAG, IMG_ONERROR, JS_ANCHOR, IFRAME, SVG_ONLOAD].join(' ');

/** Right-to-left override, stacked combining marks, emoji joined by ZWJ, Arabic. */
const UNICODE = `Amen \u202Eesrever\u202C Z\u0351\u0352\u0357\u0358a\u0300\u0301\u0302\u0303 👨‍👩‍👧‍👦 🏳️‍🌈 👩🏽‍🚀 مرحبا ${MARK}`;
const unbroken = (length: number) => `${MARK}${'W'.repeat(length - MARK.length)}`;

interface Sent {
  status: number;
  body: Record<string, unknown>;
}

async function send(method: string, path: string, token: string | null, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Stored exactly as given: every field sent comes back unchanged. */
function assertStoredExactly(label: string, sent: Sent, given: Record<string, unknown>) {
  assert.ok(sent.status === 200 || sent.status === 201, `${label} answered ${sent.status}`);
  for (const [field, value] of Object.entries(given))
    assert.equal(sent.body[field], value, `${label}: ${field} was altered`);
}

function assertRefused(label: string, sent: Sent) {
  assert.equal(sent.status, 400, `${label} answered ${sent.status}`);
  assert.equal(typeof sent.body.message, 'string');
}

/** Before any page script: a flag a payload would set, and alerts recorded instead of shown. */
async function armTraps(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // A string, not a function: the test runner's compiler would add helpers the page lacks.
  await page.addInitScript({
    content: `
      window.__xss = undefined;
      window.__alerts = [];
      window.alert = (message) => { window.__alerts.push(String(message)); };
      window.confirm = (message) => { window.__alerts.push(String(message)); return false; };
      window.prompt = (message) => { window.__alerts.push(String(message)); return null; };
    `,
  });
  return dialogs;
}

/** Nothing ran, nothing runnable made it into the page, and it does not scroll sideways. */
async function assertHarmless(page: Page, dialogs: string[], problems: string[], label: string) {
  const state = await page.evaluate((mark) => {
    const trapped = window as unknown as Record<string, unknown>;
    const root = document.getElementById('root')!;
    const runnable = root.querySelectorAll(
      [
        'script',
        'iframe',
        'object',
        'embed',
        '[onerror]',
        '[onload]',
        '[onclick]',
        '[srcdoc]',
        'a[href^="javascript:" i]',
        '[src^="javascript:" i]',
      ].join(', '),
    );
    // Text cut off by a box it overflows does not widen the page, but it is lost all the same.
    const cutOff: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.includes(mark) || !node.parentElement?.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (lines.some((rect) => rect.left < -1 || rect.right > window.innerWidth + 1))
        cutOff.push(node.textContent.slice(0, 60));
    }
    return {
      xss: trapped.__xss,
      alerts: trapped.__alerts,
      runnable: [...runnable].map((element) => element.outerHTML.slice(0, 120)),
      cutOff,
      scrollWidth: document.documentElement.scrollWidth,
    };
  }, MARK);
  assert.equal(state.xss, undefined, `${label}: a payload ran`);
  assert.deepEqual(state.alerts, [], `${label}: alert() was called`);
  assert.deepEqual(dialogs, [], `${label}: a dialog opened`);
  assert.deepEqual(state.runnable, [], `${label}: runnable markup in the page`);
  assert.ok(state.scrollWidth <= 390, `${label}: the page is ${state.scrollWidth} px wide`);
  assert.deepEqual(state.cutOff, [], `${label}: hostile text runs out of the screen`);
  // A script blocked by the Content-Security-Policy is reported as a console error.
  assert.deepEqual(problems, [], `${label}: script or console errors`);
}

void describe('hostile content', () => {
  const browser = useBrowser();
  let admin: Account;
  let author: Account;
  let longNamed: Account;
  let reader: Account;
  let blogSlug: string;
  const hostileName = `${IMG_ONERROR} Eve ${MARK}`;
  const longName = unbroken(100);
  const blog = {
    title: `Hostile ${MARK} ${SCRIPT_TAG}`,
    content: [
      `# Welcome ${MARK}`,
      SCRIPT_TAG,
      `Inline ${IMG_ONERROR} and ${JS_ANCHOR} in a paragraph.`,
      `A markdown link: ${MD_JS_LINK}`,
      IFRAME,
      UNICODE,
      unbroken(5000),
    ].join('\n\n'),
  };
  /** The first is a member's, who chose the hostile name for the wall; the second a visitor's. */
  const prayers = [
    { name: hostileName, request_text: `${HTML_PAYLOADS} ${MD_JS_LINK}\n${UNICODE}` },
    { name: UNICODE, request_text: unbroken(5000) },
  ];
  const testimony = {
    name: `Samuel ${IMG_ONERROR}`,
    title: `${SCRIPT_TAG} ${MARK}`,
    story_text: `${HTML_PAYLOADS}\n${UNICODE}\n${unbroken(5000)}`,
  };
  const events = [
    {
      title: `${SCRIPT_TAG} Night ${MARK}`,
      location: IMG_ONERROR,
      description: `${HTML_PAYLOADS}\n${UNICODE}`,
    },
    { title: unbroken(200), location: unbroken(200), description: unbroken(5000) },
  ];
  const chat = [`${HTML_PAYLOADS} ${MD_JS_LINK} ${UNICODE}`, unbroken(4000)];

  before(async () => {
    admin = await signInAdmin();
    author = await registerMember('Hostile Author');
    longNamed = await registerMember('Long Name');
    reader = await registerMember('Careful Reader');
  });

  void it('stores every hostile value exactly as given, or refuses it with 400 (contract schemas, safe URL rule)', async () => {
    const posts = (await (await fetch(`${baseUrl}/api/blog`)).json()) as {
      featureImageUrl: string;
    }[];
    const featureImageUrl = posts[0]!.featureImageUrl;
    const post = await send('POST', '/api/blog', admin.token, {
      ...blog,
      status: 'published',
      featureImageUrl,
    });
    assertStoredExactly('blog post', post, blog);
    blogSlug = String(post.body.slug);
    assert.match(blogSlug, /^[\p{L}\p{N}-]+$/u);
    for (const url of ['javascript:window.__xss=1', 'data:text/html,<script>1</script>'])
      assertRefused(
        `feature image ${url}`,
        await send('POST', '/api/blog', admin.token, { ...blog, featureImageUrl: url }),
      );

    assertStoredExactly(
      'display name',
      await send('PUT', '/api/profile/me', author.token, { fullName: hostileName }),
      { fullName: hostileName },
    );
    assertStoredExactly(
      'long display name',
      await send('PUT', '/api/profile/me', longNamed.token, { fullName: longName }),
      { fullName: longName },
    );
    assertRefused(
      'javascript: avatar',
      await send('PUT', '/api/profile/me', author.token, {
        fullName: hostileName,
        avatarUrl: 'javascript:window.__xss=1',
      }),
    );

    // A member's request goes out under the name they chose for the wall, hostile or not.
    for (const [index, prayer] of prayers.entries())
      assertStoredExactly(
        `prayer ${index}`,
        await send('POST', '/api/prayer-requests', index === 0 ? author.token : null, {
          ...prayer,
          share_publicly: true,
        }),
        prayer,
      );

    const story = await send('POST', '/api/testimonies', author.token, testimony);
    assertStoredExactly('testimony', story, testimony);
    assertStoredExactly(
      'testimony approval',
      await send('PUT', `/api/testimonies/admin/${String(story.body._id)}`, admin.token, {
        is_approved: true,
      }),
      testimony,
    );

    for (const [index, event] of events.entries())
      assertStoredExactly(
        `event ${index}`,
        await send('POST', '/api/events', admin.token, {
          ...event,
          event_date: '2099-12-24',
          event_time: '18:00',
        }),
        event,
      );
    assertRefused(
      'javascript: event poster',
      await send('POST', '/api/events', admin.token, {
        ...events[0],
        event_date: '2099-12-24',
        event_time: '18:00',
        image_base64: 'javascript:window.__xss=1',
      }),
    );

    assertStoredExactly(
      'chat message',
      await send('POST', '/api/messages', author.token, { content: chat[0] }),
      { content: chat[0] },
    );
    assertStoredExactly(
      'long chat message',
      await send('POST', '/api/messages', longNamed.token, { content: chat[1] }),
      { content: chat[1] },
    );
  });

  void it('blog post: raw HTML shown as text by the renderer, the javascript: link stripped by DOMPurify, long words wrapped', async () => {
    const { page, context, problems } = await openPage(browser(), 390);
    const dialogs = await armTraps(page);
    try {
      await page.goto(appUrl(`/blog/${blogSlug}`));
      const article = page.getByRole('article');
      await article.getByRole('heading', { level: 1, name: blog.title }).waitFor();
      for (const literal of [SCRIPT_TAG, IMG_ONERROR, JS_ANCHOR, IFRAME, UNICODE, unbroken(5000)])
        await article.getByText(literal).first().waitFor();
      // The markdown link keeps its words and loses its target.
      const click = article.locator('a', { hasText: /^click$/ });
      assert.equal(await click.count(), 1);
      assert.equal(await click.getAttribute('href'), null);
      await reviewScreenshot(page, 'hostile-blog-post-390');
      await article.getByText(unbroken(5000)).scrollIntoViewIfNeeded();
      await reviewScreenshot(page, 'hostile-blog-post-body-390');
      await assertHarmless(page, dialogs, problems, 'blog post');
    } finally {
      await context.close();
    }
  });

  void it('prayer wall: hostile names and requests rendered as text by React, long words wrapped', async () => {
    const { page, context, problems } = await openPage(browser(), 390);
    const dialogs = await armTraps(page);
    try {
      await page.goto(appUrl('/prayer'));
      const wall = page.getByRole('list', { name: 'Public prayer requests' });
      for (const prayer of prayers) {
        await wall.getByText(prayer.name, { exact: true }).first().waitFor();
        await wall.getByText(prayer.request_text.split('\n')[0]!).first().waitFor();
      }
      await wall.getByText(UNICODE).first().waitFor();
      await wall.scrollIntoViewIfNeeded();
      await reviewScreenshot(page, 'hostile-prayer-wall-390');
      await assertHarmless(page, dialogs, problems, 'prayer wall');
    } finally {
      await context.close();
    }
  });

  void it('testimonies: a hostile title, name and story rendered as text, long words wrapped', async () => {
    const { page, context, problems } = await openPage(browser(), 390);
    const dialogs = await armTraps(page);
    try {
      await page.goto(appUrl('/testimonies'));
      await page.getByRole('heading', { name: testimony.title }).waitFor();
      await page.getByText(testimony.name, { exact: true }).waitFor();
      await page.getByText(HTML_PAYLOADS).first().waitFor();
      await page.getByText(unbroken(5000)).first().waitFor();
      await assertHarmless(page, dialogs, problems, 'testimonies');
    } finally {
      await context.close();
    }
  });

  void it('events: a hostile title, location and description rendered as text, long words wrapped', async () => {
    const { page, context, problems } = await openPage(browser(), 390);
    const dialogs = await armTraps(page);
    try {
      await page.goto(appUrl('/events'));
      for (const event of events) {
        await page.getByRole('heading', { name: event.title }).waitFor();
        await page.getByText(event.description.split('\n')[0]!).first().waitFor();
      }
      await page.getByText(IMG_ONERROR).first().waitFor();
      await assertHarmless(page, dialogs, problems, 'events');
    } finally {
      await context.close();
    }
  });

  void it('chat: hostile display names and messages rendered as text, long words wrapped', async () => {
    const { page, context, problems } = await openPage(browser(), 390, { token: reader.token });
    const dialogs = await armTraps(page);
    try {
      await page.goto(appUrl('/chat'));
      const log = page.getByRole('log');
      await log.getByText(hostileName, { exact: true }).first().waitFor();
      await log.getByText(longName, { exact: true }).first().waitFor();
      for (const content of chat) await log.getByText(content).first().waitFor();
      await reviewScreenshot(page, 'hostile-chat-390');
      await assertHarmless(page, dialogs, problems, 'chat');
    } finally {
      await context.close();
    }
  });
});
