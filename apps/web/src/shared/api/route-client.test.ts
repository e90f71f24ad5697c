import { defineRoute } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fakeApi } from '../../test/fake-api';
import { callRoutePage } from './route-client';

const listRoute = defineRoute({
  method: 'GET',
  path: '/api/things',
  summary: 'Things',
  tag: 'Test',
  access: 'anyone',
  query: z.object({ cursor: z.string().optional(), q: z.string().optional() }),
  response: z.array(z.object({ name: z.string() })),
  paged: true,
});

describe('a paged list route', () => {
  it('reads the page, the next cursor from the Link header and the total', async () => {
    const { requests } = fakeApi({
      'GET /api/things': {
        body: [{ name: 'one' }, { name: 'two' }],
        headers: { Link: '</api/things?q=o&cursor=abc_1>; rel="next"', 'X-Total-Count': '7' },
      },
    });

    await expect(callRoutePage(listRoute, { query: { q: 'o' } })).resolves.toEqual({
      items: [{ name: 'one' }, { name: 'two' }],
      nextCursor: 'abc_1',
      total: 7,
    });
    expect(requests[0]!.path).toBe('/api/things?q=o');
  });

  it('knows the last page by the missing Link header', async () => {
    fakeApi({ 'GET /api/things': { body: [{ name: 'last' }], headers: { 'X-Total-Count': '1' } } });

    const page = await callRoutePage(listRoute, { query: { cursor: 'abc_1' } });
    expect(page.nextCursor).toBeNull();
    expect(page.total).toBe(1);
  });
});
