import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBlogPosts, getPostBySlug } from '../features/blog/api';
import { takeEarlyResponse } from '../shared/api/early-responses';
import { fakeApi } from '../test/fake-api';
import { landingTemplates } from '../test/landing-templates';
import { requestFirstScreenData } from './first-screen-data';
import { firstScreenApiPaths, startLandingPage } from './landing-page-start';
import { createQueryClient } from './query-client';
import { routes } from './router';
import { landingRoute, landingRoutes, type LandingRoute } from './routes';

/** Each landing page's row, as the entry reads it: its code, and its data from the build. */
const landingPages = Object.fromEntries(
  landingRoutes.map((route) => [
    route,
    {
      code: landingRoute(route).page.load,
      data: (slug: string) => firstScreenApiPaths(route, slug),
      draw: landingRoute(route).landing.drawn,
    },
  ]),
) as Record<
  LandingRoute,
  { code: () => Promise<unknown>; data: (slug: string) => string[]; draw?: string }
>;

const post = { title: 'Walking in the light' };

/** The API requests `act` makes, by path and query; early answers it started are dropped. */
async function requestsOf(act: () => unknown): Promise<string[]> {
  const { requests } = fakeApi({ 'GET /api/blog': { body: [post] } });
  await act();
  const paths = requests.map((request) => request.path);
  for (const path of paths) void takeEarlyResponse(`${window.location.origin}${path}`);
  return paths.sort();
}

/** The pictures the code under test asks the browser for, through `new Image()`. */
let pictures: { src: string; fetchPriority: string }[] = [];
function watchPictures(): void {
  pictures = [];
  vi.stubGlobal(
    'Image',
    class {
      fetchPriority = 'auto';
      set src(src: string) {
        pictures.push({ src, fetchPriority: this.fetchPriority });
      }
    },
  );
}

describe('landing page start', () => {
  beforeEach(() => {
    document.body.innerHTML = landingTemplates();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each<LandingRoute>(landingRoutes)(
    'asks for the code the router renders at %s',
    async (route) => {
      const matches = matchRoutes(routes, route.replace(':slug', 'a-post')) ?? [];
      const lazy = matches[matches.length - 1]?.route.lazy;
      expect(typeof lazy).toBe('function');
      if (typeof lazy !== 'function') return;
      const { Component } = await lazy();
      const pageModule = (await landingPages[route].code()) as Record<string, unknown>;
      expect(Object.values(pageModule)).toContain(Component);
    },
  );

  it.each(landingRoutes)('asks early for the data the page at %s asks for first', async (route) => {
    const path = route.replace(':slug', 'a%20post');
    const early = await requestsOf(() => startLandingPage(`#${path}`));
    const first = await requestsOf(() =>
      requestFirstScreenData(createQueryClient(), path, Promise.resolve()),
    );
    expect(early.length).toBeGreaterThan(0);
    expect(early).toEqual(first);
  });

  it.each(landingRoutes.filter((route) => landingPages[route].draw))(
    'draws %s with the answer to the request the page asks for first',
    (route) => {
      // The app gives the drawn answer to the page's first query (./first-screen-data.ts).
      const { requests } = fakeApi({});
      requestFirstScreenData(
        createQueryClient(),
        route.replace(':slug', 'a-post'),
        new Promise(() => {}),
      );
      expect(requests[0]?.path).toBe(landingPages[route].data('a-post')[0]);
    },
  );

  it('gives the app the early answer once, instead of asking again', async () => {
    const { requests } = fakeApi({ 'GET /api/blog': { body: [post] } });
    startLandingPage('#/blog');
    const postReads = () => requests.filter((request) => request.path === '/api/blog');
    expect(await getBlogPosts()).toEqual([post]);
    expect(postReads()).toHaveLength(1);
    // A later read is a new one.
    await getBlogPosts();
    expect(postReads()).toHaveLength(2);
  });

  it('leaves an early answer unused once it may be stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { requests } = fakeApi({ 'GET /api/blog': { body: [post] } });
    startLandingPage('#/blog');
    vi.setSystemTime(Date.now() + 11_000);
    await getBlogPosts();
    expect(requests.filter((request) => request.path === '/api/blog')).toHaveLength(2);
  });

  it.each([
    [
      '/blog',
      'GET /api/blog',
      [{ featureImageUrl: '/uploads/newest.webp' }, { featureImageUrl: '/uploads/older.webp' }],
    ],
    ['/blog/a-post', 'GET /api/blog/a-post', { featureImageUrl: '/uploads/newest.webp' }],
  ])(
    'asks for the picture %s shows largest as soon as its data is in, and the app still reads that data',
    async (path, request, body) => {
      fakeApi({ [request]: { body } });
      watchPictures();
      startLandingPage(`#${path}`);
      const app = path === '/blog' ? getBlogPosts() : getPostBySlug('a-post');
      expect(await app).toEqual(body);
      await vi.waitFor(() => {
        expect(pictures).toEqual([{ src: '/uploads/newest.webp', fetchPriority: 'high' }]);
      });
    },
  );

  it('asks for no picture when the data does not name one', async () => {
    fakeApi({ 'GET /api/blog': { body: [] } });
    watchPictures();
    startLandingPage('#/blog');
    expect(await getBlogPosts()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve));
    expect(pictures).toEqual([]);
  });

  it('asks for nothing on a page that is not a landing page', async () => {
    expect(await requestsOf(() => startLandingPage('#/admin'))).toEqual([]);
  });
});
