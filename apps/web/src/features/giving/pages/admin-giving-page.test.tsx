import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type AdminDonation, defaultChurchSettings, type GivingTotals } from '@torch/contract';
import { fakeApi } from '../../../test/fake-api';
import { createUser } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

const zero = { amount: 0, count: 0 };
const totals = (mode: 'live' | 'test', amount: number): GivingTotals => ({
  mode,
  today: { amount, count: 1 },
  thisMonth: { amount, count: 1 },
  thisYear: { amount, count: 1 },
  byFund: [
    { fund: 'ministry-operations', ...zero },
    { fund: 'community-outreach', amount, count: 1 },
    { fund: 'global-missions', ...zero },
  ],
  byDay: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    ...(i === 29 ? { amount, count: 1 } : zero),
  })),
  byMonth: Array.from({ length: 12 }, (_, i) => ({
    month: `2026-${String(i + 1).padStart(2, '0')}`,
    ...(i === 10 ? { amount, count: 1 } : zero),
  })),
});

const gift: AdminDonation = {
  _id: '00000000-0000-4000-8000-000000000777',
  mode: 'test',
  status: 'successful',
  amount: 25_000,
  fund: 'community-outreach',
  method: 'mtn',
  phone: '2567•••••456',
  fullName: 'Esther Nakato',
  email: null,
  receiptNumber: 'TF-2026-000001',
  reason: null,
  member: false,
  created_at: '2026-11-30T09:00:00.000Z',
};

/** A server in `mode` with one test gift and no live ones. */
function giftsServer(mode: 'live' | 'test') {
  return fakeApi({
    'GET /api/profile/me': { body: createUser({ role: 'Admin' }) },
    'GET /api/donations/config': { body: { mode, minAmount: 500, maxAmount: 5_000_000 } },
    'GET /api/admin/donations/totals': ({ path }) => ({
      body: path.includes('mode=test') ? totals('test', 25_000) : totals('live', 0),
    }),
    'GET /api/admin/donations': ({ path }) => ({
      body: path.includes('mode=test') ? [gift] : [],
      headers: { 'X-Total-Count': path.includes('mode=test') ? '1' : '0' },
    }),
  });
}

describe('admin giving', () => {
  it('keeps live and test gifts apart and asks the server with the chosen filters', async () => {
    const { requests } = giftsServer('live');
    renderApp('/admin/giving', { token: 'admin-token' });
    const user = userEvent.setup();

    expect(await screen.findByText('No gifts yet.')).toBeVisible();
    expect(screen.getByText(/^Showing live gifts/)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Test gifts' }));
    const list = await screen.findByRole('list', { name: 'Gifts' });
    expect(within(list).getByText('Esther Nakato')).toBeVisible();
    expect(within(list).getByText('2567•••••456')).toBeVisible();
    expect(screen.getByText(/^Showing test gifts.*no money moved/)).toBeVisible();
    // The chart's figures are a table for screen readers too.
    expect(screen.getByRole('table', { name: 'Gifts received, last 30 days' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Fund'), 'community-outreach');
    await waitFor(() =>
      expect(
        requests.some(
          (request) =>
            request.path.startsWith('/api/admin/donations?') &&
            request.path.includes('fund=community-outreach') &&
            request.path.includes('mode=test'),
        ),
      ).toBe(true),
    );
  });

  it('opens a test-mode server on its test gifts and says which gifts are shown', async () => {
    const { requests } = giftsServer('test');
    renderApp('/admin/giving', { token: 'admin-token' });
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Gifts' });
    expect(within(list).getByText('Esther Nakato')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Test gifts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText(/^Showing test gifts\. This server is in test mode/)).toBeVisible();
    const today = screen.getByText('Today').parentElement!;
    expect(within(today).getByText('UGX 25,000')).toBeVisible();
    // No live figure was asked for before the treasurer chose it.
    expect(requests.some((request) => request.path.includes('mode=live'))).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'Live gifts' }));
    expect(
      await screen.findByText(/^Showing live gifts\. This server is in test mode/),
    ).toBeVisible();
  });

  it("names funds as the church's settings do, and a removed fund's gifts by its id", async () => {
    const renamed = totals('live', 25_000);
    renamed.byFund = [
      { fund: 'building-fund', amount: 10_000, count: 1 },
      { fund: 'missions', ...zero },
      { fund: 'global-missions', amount: 15_000, count: 1 },
    ];
    fakeApi({
      'GET /api/profile/me': { body: createUser({ role: 'Admin' }) },
      'GET /api/church': {
        body: { ...defaultChurchSettings, funds: ['Building Fund', 'Missions'], configured: true },
      },
      'GET /api/admin/donations/totals': { body: renamed },
      'GET /api/admin/donations': {
        body: [{ ...gift, mode: 'live', fund: 'global-missions' }],
        headers: { 'X-Total-Count': '1' },
      },
    });
    renderApp('/admin/giving', { token: 'admin-token', fetchChurch: true });

    const list = await screen.findByRole('list', { name: 'Gifts' });
    expect(within(list).getByText('Global Missions')).toBeVisible();
    const byFund = screen.getByRole('heading', { name: 'This year by fund' }).parentElement!;
    await waitFor(() => expect(within(byFund).getByText('Building Fund')).toBeVisible());
    expect(within(byFund).getByText('Missions')).toBeVisible();
    expect(within(byFund).getByText('Global Missions')).toBeVisible();
    const options = within(screen.getByLabelText('Fund')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Any',
      'Building Fund',
      'Missions',
    ]);
  });
});
