import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPostBySlug } from '../features/blog/api';
import { fakeApi } from '../test/fake-api';
import { landingTemplates } from '../test/landing-templates';
import { takeDrawnData } from './first-screen-handoff';
import { drawnPages } from './first-screen-posts';
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
  document.body.innerHTML = `${landingTemplates()}
    <div id="root" data-first-screen="${hash}">
      <header>Torch</header>
      <article><span role="status">Loading the article…</span></article>
    </div>
    <template id="${drawnPages.post.templateId}"><article>
      <h1 data-post-part="title">Sample title</h1>
      <span data-post-part="author">Sample author</span>
      <time data-post-part="date" datetime="2000-01-01">January 1, 2000</time>
      <img alt="" data-post-part="picture">
      <div data-post-part="body"><p>Sample body</p></div>
    </article></template>`;
  return document.getElementById('root') as HTMLElement;
}

/**
 * Waits until the entry's request has been answered and the answer read: what it would draw,
 * it would have drawn by then.
 */
async function answered(fetchMock: ReturnType<typeof fakeApi>['fetchMock']): Promise<void> {
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await fetchMock.mock.results[0]?.value;
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('a blog post drawn before the app arrives', () => {
  beforeEach(() => {
    document.title = 'Torch';
  });
  afterEach(() => {
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
    // The app renders with what is on screen; the entry read a copy, so the answer itself is
    // still whole for the HTTP client, should the app ask (a takeover that found no drawing).
    expect(takeDrawnData(root)).toEqual(post);
    expect(await getPostBySlug('a-post')).toEqual(post);
  });

  it('leaves the page to the app once the app has begun taking it over', async () => {
    const { fetchMock } = fakeApi({ 'GET /api/blog/a-post': { body: post } });
    const root = showPostFrame('#/blog/a-post');
    startLandingPage('#/blog/a-post');
    expect(takeDrawnData(root)).toBeUndefined();
    await answered(fetchMock);
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Loading the article…');
    expect(document.title).toBe('Torch');
  });

  it('leaves the page alone when the visitor has gone elsewhere meanwhile', async () => {
    const { fetchMock } = fakeApi({ 'GET /api/blog/a-post': { body: post } });
    const root = showPostFrame('#/blog/a-post');
    startLandingPage('#/blog/a-post');
    window.location.hash = '#/events';
    await answered(fetchMock);
    expect(root.querySelector('h1')).toBeNull();
    expect(takeDrawnData(root)).toBeUndefined();
  });

  it("never draws another post into a post's frame", async () => {
    const { fetchMock } = fakeApi({
      'GET /api/blog/another': { body: { ...post, slug: 'another' } },
    });
    const root = showPostFrame('#/blog/a-post');
    // The visitor went to another post before the entry asked for its data, then came back.
    window.location.hash = '#/blog/another';
    startLandingPage('#/blog/another');
    window.location.hash = '#/blog/a-post';
    await answered(fetchMock);
    expect(root.querySelector('h1')).toBeNull();
    expect(takeDrawnData(root)).toBeUndefined();
  });

  it.each([
    ['a missing post', { status: 404, body: { message: 'Post not found' } }],
    ['an answer that is not a post', { body: { title: 'Only a title' } }],
  ])('draws nothing for %s: the app shows its own page', async (_case, answer) => {
    const { fetchMock } = fakeApi({ 'GET /api/blog/a-post': answer });
    const root = showPostFrame('#/blog/a-post');
    startLandingPage('#/blog/a-post');
    await answered(fetchMock);
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Loading the article…');
    expect(takeDrawnData(root)).toBeUndefined();
  });
});

/** The Blog list's loading frame on screen, and its template with a featured post and a card. */
function showListFrame(): HTMLElement {
  window.location.hash = '#/blog';
  document.body.innerHTML = `${landingTemplates()}
    <div id="root" data-first-screen="#/blog">
      <h1>Blog</h1>
      <div data-post-list><span role="status">Loading articles…</span></div>
    </div>
    <template id="${drawnPages.list.templateId}"><h1>Blog</h1><div data-post-list>
      <article data-post="featured">
        <img alt="" data-post-part="picture">
        <a data-post-part="link" href="#/blog/sample-first">Sample title first</a>
        <span data-post-part="author">Sample author</span>
        <time data-post-part="date">January 1, 2000</time>
        <p data-post-part="excerpt">Sample body</p>
      </article>
      <section><h2>Latest Articles</h2><ul>
        <li data-post="card"><article style="animation-delay:0ms">
          <img alt="" data-post-part="picture">
          <a data-post-part="link" href="#/blog/sample-second">Sample title second</a>
          <span data-post-part="author">Sample author</span>
          <time data-post-part="date">January 1, 2000</time>
          <p data-post-part="excerpt">Sample body</p>
        </article></li>
      </ul></section>
    </div></template>`;
  return document.getElementById('root') as HTMLElement;
}

const older = {
  ...post,
  _id: 'p2',
  slug: 'older post',
  title: 'An older word',
  content: `# Heading\n\n${'Grace upon grace. '.repeat(20)}`,
  featureImageUrl: '/uploads/older.webp',
  publishedAt: '2026-10-02T09:00:00.000Z',
};

describe('the Blog list drawn before the app arrives', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the newest post featured and the others as cards, linked to their pages', async () => {
    const third = { ...older, _id: 'p3', slug: 'third', title: 'A third word' };
    fakeApi({ 'GET /api/blog': { body: [post, older, third] } });
    const root = showListFrame();
    startLandingPage('#/blog');
    await vi.waitFor(() => expect(root.querySelector('[data-post="featured"]')).not.toBeNull());

    expect(root.querySelector('[role="status"]')).toBeNull();
    const featured = root.querySelector('[data-post="featured"]') as HTMLElement;
    expect(featured.querySelector('a')?.textContent).toBe(post.title);
    expect(featured.querySelector('a')?.getAttribute('href')).toBe('#/blog/a-post');
    expect(featured.querySelector('img')?.getAttribute('src')).toBe('/uploads/lamp.webp');
    expect(featured.querySelector('time')?.textContent).toBe('November 21, 2026');
    // The excerpt as the page writes it: words only, no markdown, cut with an ellipsis.
    expect(featured.querySelector('p')?.textContent).toBe('Because.');
    const cards = [...root.querySelectorAll('[data-post="card"]')];
    expect(cards.map((card) => card.querySelector('a')?.textContent)).toEqual([
      'An older word',
      'A third word',
    ]);
    expect(cards[0]?.querySelector('a')?.getAttribute('href')).toBe('#/blog/older%20post');
    expect(cards[0]?.querySelector('p')?.textContent).toMatch(/^Grace upon grace\..{90,}…$/);
    expect(cards[0]?.querySelector('time')?.textContent).toBe('October 2, 2026');
    expect(cards.map((card) => card.firstElementChild?.getAttribute('style'))).toEqual([
      'animation-delay:0ms',
      'animation-delay:100ms',
    ]);
    expect(takeDrawnData(root)).toEqual([post, older, third]);
  });

  it('shows no Latest Articles when there is only the newest post', async () => {
    fakeApi({ 'GET /api/blog': { body: [post] } });
    const root = showListFrame();
    startLandingPage('#/blog');
    await vi.waitFor(() => expect(root.querySelector('[data-post="featured"]')).not.toBeNull());
    expect(root.querySelector('section')).toBeNull();
  });

  it('leaves an empty list to the app, which says there are no articles yet', async () => {
    const { fetchMock } = fakeApi({ 'GET /api/blog': { body: [] } });
    const root = showListFrame();
    startLandingPage('#/blog');
    await answered(fetchMock);
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Loading articles…');
    expect(takeDrawnData(root)).toBeUndefined();
  });
});
