import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { eventsQueryOptions } from '../features/events/api';
import { postBySlugQueryOptions } from '../features/blog/api';
import { fakeApi } from '../test/fake-api';
import { handOverDrawnData, takeDrawnData } from './first-screen-handoff';
import { createQueryClient } from './query-client';
import { createAppRouter, routerReady, routes } from './router';
import { appRoutes } from './routes';

describe('router', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it.each(appRoutes.map((route) => route.path))(
    'renders the page the route table names at %s',
    async (path) => {
      const row = appRoutes.find((route) => route.path === path);
      const matches = matchRoutes(routes, path.replace(':slug', 'a-post')) ?? [];
      const lazy = matches[matches.length - 1]?.route.lazy;
      expect(typeof lazy).toBe('function');
      if (typeof lazy !== 'function' || !row) return;
      const { Component } = await lazy();
      expect(Component).toBe(await row.page.component());
    },
    30_000,
  );

  it("asks for a landing page's first-screen data as it opens the page, not once it renders", async () => {
    const { requests } = fakeApi({ 'GET /api/events': { body: [] } });
    window.location.hash = '#/about';
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient);
    await routerReady(router);
    expect(requests).toEqual([]);

    await router.navigate('/events');
    expect(requests.map((request) => request.path)).toEqual(['/api/events']);
    await expect.poll(() => queryClient.getQueryData(eventsQueryOptions().queryKey)).toEqual([]);
  });

  it('gives the page it takes over the post the entry drew it with, without asking again', async () => {
    const { requests } = fakeApi({});
    window.location.hash = '#/blog/a-post';
    const root = document.createElement('div');
    root.dataset.firstScreen = '#/blog/a-post';
    const drawn = { slug: 'a-post', title: 'Walking in the light' };
    expect(handOverDrawnData(root, drawn)).toBe(true);

    const queryClient = createQueryClient();
    await routerReady(createAppRouter(queryClient, root));
    expect(queryClient.getQueryData(postBySlugQueryOptions('a-post').queryKey)).toEqual(drawn);
    expect(requests).toEqual([]);
    // The entry draws nothing more once the loader has taken the page.
    expect(handOverDrawnData(root, drawn)).toBe(false);
    expect(takeDrawnData(root)).toBeUndefined();
  });
});
