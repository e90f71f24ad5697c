import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrayerRequest } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../../test/admin-fixtures';
import { factory } from '../../../test/factories';
import type { FakeRequest, FakeResponse } from '../../../test/fake-api';

const request = factory<PrayerRequest>(
  {
    _id: 'x',
    name: 'Ruth',
    email: null,
    request_text: 'Please pray',
    is_private: false,
    is_answered: false,
    avatar_url: null,
    user_id: null,
    created_at: '2025-06-01T09:30:00.000Z',
  },
  'name',
);

const publicOne = request({ name: 'Ruth', email: 'ruth@torch.test', user_id: 'u1' });
const privateOne = request({ name: 'Samuel', is_private: true });
const answeredPrivate = request({ name: 'Miriam', is_private: true, is_answered: true });

/**
 * Answers GET /api/prayer-requests/admin/all as the server does: the tab and the search are
 * applied there, a page at a time, the total and the next page in headers.
 */
function prayerList(all: () => PrayerRequest[]) {
  return (sent: FakeRequest): FakeResponse => {
    const query = new URL(sent.path, 'http://x').searchParams;
    const status = query.get('status') ?? 'all';
    const q = (query.get('q') ?? '').toLowerCase();
    const matching = all().filter(
      (item) =>
        (status === 'all' ||
          (status === 'public' && !item.is_private) ||
          (status === 'private' && item.is_private) ||
          (status === 'answered' && item.is_answered)) &&
        `${item.name} ${item.request_text}`.toLowerCase().includes(q),
    );
    const start = Number(query.get('cursor') ?? 0);
    const limit = Number(query.get('limit') ?? 50);
    const end = start + limit;
    const next = new URLSearchParams(query);
    next.set('cursor', String(end));
    return {
      body: matching.slice(start, end),
      headers: {
        'X-Total-Count': String(matching.length),
        ...(end < matching.length
          ? { Link: `</api/prayer-requests/admin/all?${next.toString()}>; rel="next"` }
          : {}),
      },
    };
  };
}

function cardOf(name: string) {
  const heading = screen.getByRole('heading', { name });
  const card = heading.closest('li');
  if (!card) throw new Error(`No card for ${name}`);
  return card;
}

describe('prayer requests in the admin area', () => {
  it('counts, filters and badges the requests, Answered winning over Private', async () => {
    renderAdmin('/admin/prayers', {
      'GET /api/prayer-requests/admin/all': prayerList(() => [
        publicOne,
        privateOne,
        answeredPrivate,
      ]),
    });

    await screen.findByRole('heading', { name: 'Ruth' });
    const figures = screen.getByText('Total').closest('dl');
    await waitFor(() => expect(figures).toHaveTextContent('Total3Answered1Private2'));

    expect(within(cardOf('Ruth')).getByText('Public')).toBeVisible();
    expect(within(cardOf('Ruth')).getByText('Member')).toBeVisible();
    expect(within(cardOf('Ruth')).getByText('ruth@torch.test')).toBeVisible();
    expect(within(cardOf('Samuel')).getByText('Private')).toBeVisible();
    expect(within(cardOf('Samuel')).getByText('No email provided')).toBeVisible();
    expect(within(cardOf('Miriam')).getByText('Answered')).toBeVisible();
    expect(within(cardOf('Miriam')).queryByText('Private')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Private' }));
    expect(await screen.findByRole('heading', { name: 'Samuel' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Ruth' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Miriam' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Answered' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Samuel' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Miriam' })).toBeVisible();
  });

  it('explains what making a request public means before doing it', async () => {
    let current = [privateOne];
    const { requests, user } = renderAdmin('/admin/prayers', {
      'GET /api/prayer-requests/admin/all': prayerList(() => current),
      'PUT /api/prayer-requests/admin/Samuel': () => {
        current = [{ ...privateOne, is_private: false }];
        return { body: current[0] };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Make Public' }));

    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('It will appear on the public prayer wall');
    expect(requests.some((sent) => sent.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Make Public' }));

    expect(
      await screen.findByText('Prayer request is now public and visible on the prayer wall.'),
    ).toBeVisible();
    expect(requests.find((sent) => sent.method === 'PUT')?.body).toEqual({ is_private: false });
    await waitFor(() => expect(within(cardOf('Samuel')).getByText('Public')).toBeVisible());
  });

  it('deletes only after the question, and says when the server refuses', async () => {
    const { user } = renderAdmin('/admin/prayers', {
      'GET /api/prayer-requests/admin/all': prayerList(() => [publicOne]),
      'DELETE /api/prayer-requests/admin/Ruth': { status: 403, body: { message: 'Admins only' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete the request from Ruth' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Delete failed: Admins only')).toBeVisible();
  });

  it('says when a category is empty', async () => {
    renderAdmin('/admin/prayers', {
      'GET /api/prayer-requests/admin/all': prayerList(() => [publicOne]),
    });
    await screen.findByRole('heading', { name: 'Ruth' });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Answered' }));
    expect(await screen.findByText('No prayer requests in this category.')).toBeVisible();
  });

  it('searches on the server once typing pauses, the tab read from the address', async () => {
    const { requests, user } = renderAdmin('/admin/prayers?status=private', {
      'GET /api/prayer-requests/admin/all': prayerList(() => [
        publicOne,
        privateOne,
        answeredPrivate,
      ]),
    });
    // The tab came from the address.
    expect(await screen.findByRole('heading', { name: 'Samuel' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Private' })).toHaveAttribute('aria-selected', 'true');

    // Pasted, as one change: typed keys may be further apart than the debounce on a busy machine.
    await user.click(screen.getByRole('searchbox', { name: 'Search prayer requests' }));
    await user.paste('miri');
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'Samuel' })).toBeNull();
      expect(screen.getByRole('heading', { name: 'Miriam' })).toBeVisible();
    });
    const searches = requests.filter((sent) => sent.path.includes('q='));
    // One request for the whole word, not one per keystroke.
    expect(searches.map((sent) => sent.path)).toEqual([
      expect.stringMatching(/status=private.*q=miri|q=miri.*status=private/),
    ]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search prayer requests' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search prayer requests' }), 'zebra');
    expect(await screen.findByText('No prayer requests match “zebra”.')).toBeVisible();
  });

  it('loads more with the server’s count', async () => {
    const many = Array.from({ length: 52 }, (_, i) => request({ name: `Member ${i + 1}` }));
    const { user } = renderAdmin('/admin/prayers', {
      'GET /api/prayer-requests/admin/all': prayerList(() => many),
    });
    expect(await screen.findByRole('heading', { name: 'Member 50' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Member 51' })).toBeNull();
    expect(screen.getByText('Showing 50 of 52 prayer requests')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Member 52' })).toBeVisible();
    expect(screen.getByText('Showing 52 of 52 prayer requests')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  }, 30_000);
});
