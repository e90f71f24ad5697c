import { describe, expect, it } from 'vitest';
import { blogPostsQueryOptions, postBySlugQueryOptions } from '../features/blog/api';
import { fakeApi } from '../test/fake-api';
import { requestFirstScreenData } from './first-screen-data';
import { createQueryClient } from './query-client';

const eventsKey = ['events', {}];

describe('first screen data', () => {
  it("asks for a landing page's data at once and keeps the answer until the page is taken over", async () => {
    const { requests } = fakeApi({ 'GET /api/events': { body: [] } });
    const queryClient = createQueryClient();
    let takenOver = () => {};
    const hydrated = new Promise<void>((resolve) => (takenOver = resolve));

    requestFirstScreenData(queryClient, '/events', hydrated);

    expect(requests.map((request) => request.path)).toEqual(['/api/events']);
    // The answer is in, but the page must first render as it was pre-rendered: loading.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryClient.getQueryState(eventsKey)?.status).toBe('pending');
    expect(queryClient.getQueryState(eventsKey)?.fetchStatus).toBe('fetching');

    takenOver();
    await expect.poll(() => queryClient.getQueryData(eventsKey)).toEqual([]);
  });

  it('gives a post the entry has drawn to the page at once, without asking for it again', () => {
    const { requests } = fakeApi({});
    const queryClient = createQueryClient();
    const drawn = { slug: 'a-post', title: 'Walking in the light' };

    requestFirstScreenData(queryClient, '/blog/a-post', new Promise(() => {}), drawn);

    expect(queryClient.getQueryData(postBySlugQueryOptions('a-post').queryKey)).toEqual(drawn);
    expect(requests).toEqual([]);
  });

  it('finds the page behind an address with a trailing slash, as the router does', () => {
    const { requests } = fakeApi({});
    const queryClient = createQueryClient();
    const drawn = [{ slug: 'a-post', title: 'Walking in the light' }];

    requestFirstScreenData(queryClient, '/blog/', new Promise(() => {}), drawn);

    expect(queryClient.getQueryData(blogPostsQueryOptions().queryKey)).toEqual(drawn);
    // Only the page's texts are still to come; the posts are the drawn ones.
    expect(requests.map((request) => request.path)).toEqual(['/api/site-content?page=blog']);
  });

  it('asks for every list the home page shows on its first screen', () => {
    const { requests } = fakeApi({});
    requestFirstScreenData(createQueryClient(), '/', Promise.resolve());
    expect(requests.map((request) => request.path).sort()).toEqual([
      '/api/blog',
      '/api/events?upcoming=true&limit=3',
      '/api/site-content?page=home',
      '/api/teachings?limit=1',
    ]);
  });

  it('asks for nothing on a page that is not pre-rendered', () => {
    const { requests } = fakeApi({});
    requestFirstScreenData(createQueryClient(), '/prayer', Promise.resolve());
    expect(requests).toEqual([]);
  });
});
