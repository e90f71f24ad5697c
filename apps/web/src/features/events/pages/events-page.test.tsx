import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCalendarEvent } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { openPagedList, pagedAnswer } from '../../../test/fake-pages';
import { renderApp } from '../../../test/render-app';

const event = createCalendarEvent;

describe('events page, a page at a time', () => {
  it('shows the first 50 events, how many there are, and the rest on Load more', async () => {
    const calendar = Array.from({ length: 57 }, (_, i) =>
      event({ _id: `e${i}`, title: `Gathering ${i}` }),
    );
    const { requests, user } = openPagedList('/events', 'GET /api/events', calendar);

    expect(await screen.findByText('Showing 50 of 57 events')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Gathering 50' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 57 of 57 events')).toBeVisible();
    // The calendar's later events, which come last, are there now.
    expect(screen.getByRole('heading', { name: 'Gathering 56' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(requests.at(-1)?.path).toBe('/api/events?cursor=e49');
  });

  it('shows no count or button when one page holds the calendar', async () => {
    const { requests } = fakeApi({
      'GET /api/events': pagedAnswer([event({ _id: 'e0', title: 'Harvest Night' })]),
    });
    renderApp('/events');

    expect(await screen.findByRole('heading', { name: 'Harvest Night' })).toBeVisible();
    expect(screen.queryByText(/Showing/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(requests.filter((request) => request.path.startsWith('/api/events'))).toHaveLength(1);
  });
});
