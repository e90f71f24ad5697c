import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPostBySlug } from '../features/blog/api/get-post-by-slug';
import { fakeApi } from '../test/fake-api';
import { takeDrawnData } from './first-screen-handoff';
import { DRAWN_POST_TEMPLATE_ID } from './first-screen-post';
import { startLandingPage } from './landing-page-start';

const post = {
  _id: 'p1',
  slug: 'a-post',
  title: 'Walking in the light',
  content: '## Why\n\nBecause.',
  contentHtml: '<h2>Why</h2><p>Because.</p>',
  status: 'published',
  featureImageUrl: '/uploads/lamp.webp',
  authorName: 'Pastor Daniel',
  publishedAt: '2026-11-21T09:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
};

/** The pre-rendered frame of a post on screen, and the template the build writes beside it. */
function showPostFrame(hash: string): HTMLElement {
  window.location.hash = hash;
  document.body.innerHTML = `
    <div id="root" data-first-screen="${hash}">
      <header>Torch</header>
      <article><span role="status">Loading the article…</span></article>
    </div>
    <template id="${DRAWN_POST_TEMPLATE_ID}"><article>
      <h1 data-post-part="title">Sample title</h1>
      <span data-post-part="author">Sample author</span>
      <time data-post-part="date" datetime="2000-01-01">January 1, 2000</time>
      <img alt="" data-post-part="picture">
      <div data-post-part="body"><p>Sample body</p></div>
    </article></template>`;
  return document.getElementById('root') as HTMLElement;
}

/** Lets the entry's answer arrive and be read. */
async function answered(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('a blog post drawn before the app arrives', () => {
  beforeEach(() => {
    document.title = 'Torch';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('shows the post in place of the loading article as soon as its data is in', async () => {
    fakeApi({ 'GET /api/blog/a-post': { body: post } });
    const root = showPostFrame('#/blog/a-post');
    startLandingPage('#/blog/a-post');
    await vi.waitFor(() => expect(root.querySelector('h1')?.textContent).toBe(post.title));

    const article = root.querySelector('article') as HTMLElement;
    expect(article.querySelector('[role="status"]')).toBeNull();
    expect(article.querySelector('[data-post-part="author"]')?.textContent).toBe('Pastor Daniel');
    const date = article.querySelector('time');
    expect(date?.textContent).toBe('November 21, 2026');
    expect(date?.getAttribute('datetime')).toBe(post.publishedAt);
    expect(article.querySelector('img')?.getAttribute('src')).toBe('/uploads/lamp.webp');
    expect(article.querySelector('[data-post-part="body"]')?.innerHTML).toBe(post.contentHtml);
    expect(root.querySelector('header')?.textContent).toBe('Torch');
    expect(document.title).toBe('Walking in the light · Torch');
    // The app renders with what is on screen, and still reads the answer once itself.
    expect(takeDrawnData(root)).toEqual(post);
    expect(await getPostBySlug('a-post')).toEqual(post);
  });

  it('leaves the page to the app once the app has begun taking it over', async () => {
    fakeApi({ 'GET /api/blog/a-post': { body: post } });
    const root = showPostFrame('#/blog/a-post');
    startLandingPage('#/blog/a-post');
    expect(takeDrawnData(root)).toBeUndefined();
    await answered();
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Loading the article…');
    expect(document.title).toBe('Torch');
  });

  it('leaves the page alone when the visitor has gone elsewhere meanwhile', async () => {
    fakeApi({ 'GET /api/blog/a-post': { body: post } });
    const root = showPostFrame('#/blog/a-post');
    startLandingPage('#/blog/a-post');
    window.location.hash = '#/events';
    await answered();
    expect(root.querySelector('h1')).toBeNull();
    expect(takeDrawnData(root)).toBeUndefined();
  });

  it.each([
    ['a missing post', { status: 404, body: { message: 'Post not found' } }],
    ['an answer that is not a post', { body: { title: 'Only a title' } }],
  ])('draws nothing for %s: the app shows its own page', async (_case, answer) => {
    fakeApi({ 'GET /api/blog/a-post': answer });
    const root = showPostFrame('#/blog/a-post');
    startLandingPage('#/blog/a-post');
    await answered();
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Loading the article…');
    expect(takeDrawnData(root)).toBeUndefined();
  });
});
