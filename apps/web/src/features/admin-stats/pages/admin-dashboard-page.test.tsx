import { createCalendarEvent } from '../../../test/factories';
import { screen, within } from '@testing-library/react';
import type { AdminStats, MinistryStats, PrayerStats, UserGrowth } from '@torch/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../test/admin-fixtures';

const stats: AdminStats = {
  users: 3,
  teachings: 5,
  events: 2,
  prayers: 4,
  leaders: 7,
  testimonies: 1,
  ministryTeams: 2,
  blogPosts: 6,
  lightCampuses: 1,
  campusApplications: { total: 4, pending: 1, approved: 2, rejected: 1 },
  trends: { leaders: '+1', blogPosts: '+2', teachings: '0', testimonies: '+1' },
};
const growth: UserGrowth = {
  data: [
    { date: '2026-11-21', count: 2, newUsers: 0 },
    { date: '2026-11-22', count: 2, newUsers: 0 },
    { date: '2026-11-23', count: 3, newUsers: 1 },
  ],
  totalUsers: 3,
  growthPercentage: 50,
  newUsersToday: 1,
};
const ministries: MinistryStats = {
  teams: [],
  totalTeams: 2,
  totalVolunteers: 9,
  pendingApplications: 4,
};
const prayers: PrayerStats = {
  trends: [
    { date: '2026-11-22', requests: 2, answered: 1 },
    { date: '2026-11-23', requests: 2, answered: 0 },
  ],
  totalRequests: 4,
  answeredRequests: 1,
  pendingRequests: 3,
  todayRequests: 2,
};

/** What the dashboard's calls answer when all is well; a test overrides the calls it is about. */
const dashboardAnswers = {
  'GET /api/admin/stats': { body: stats },
  'GET /api/admin/user-growth': { body: growth },
  'GET /api/admin/ministry-stats': { body: ministries },
  'GET /api/admin/prayer-stats': { body: prayers },
  'GET /api/events': { body: [] },
};

describe('the admin dashboard', () => {
  it('shows the live figures under the Real-time Dashboard banner', async () => {
    renderAdmin('/admin', dashboardAnswers);

    expect(await screen.findByText('Real-time Dashboard (auto-refresh every 30 s)')).toBeVisible();
    expect(await screen.findByText('+50.0%')).toBeVisible();
    const tiles = screen.getByRole('list', { name: 'Content totals' });
    expect(within(tiles).getByText('Leaders').previousSibling).toHaveTextContent('7');
    expect(screen.getByText('Approved (50%)')).toBeVisible();
    expect(screen.queryByText('Demo Mode')).toBeNull();
    const growthCard = screen.getByRole('link', { name: /User Growth/ });
    expect(
      within(growthCard).getByRole('img', { name: 'Members over the last 3 days: from 2 to 3' }),
    ).toBeVisible();
    const prayerCard = screen.getByRole('link', { name: /Prayer Requests/ });
    expect(
      within(prayerCard).getByRole('img', {
        name: 'Prayer requests over the last 2 days: 4 sent, 1 answered',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Ministry Teams/ })).toHaveAttribute(
      'href',
      '/admin/serve',
    );
  });

  it('falls back to demo figures, labelled, only for the call that failed', async () => {
    renderAdmin('/admin', {
      ...dashboardAnswers,
      'GET /api/admin/user-growth': { status: 500, body: { message: 'Down' } },
    });

    expect(await screen.findByText('Using cached data', {}, { timeout: 8000 })).toBeVisible();
    const growthCard = screen.getByRole('link', { name: /User Growth/ });
    expect(within(growthCard).getByText('Demo Mode')).toBeVisible();
    // The demo figures have no history to draw.
    expect(within(growthCard).getByText('No member history yet')).toBeVisible();
    expect(screen.getAllByText('Demo Mode')).toHaveLength(1);
  }, 12_000);

  it("writes the upcoming events' days and times as the church's locale does, a weekly one by its day", async () => {
    renderAdmin('/admin', {
      ...dashboardAnswers,
      'GET /api/events': {
        body: [
          createCalendarEvent({
            _id: 'e1',
            title: 'Sunday Worship',
            event_date: 'recurring-sunday',
            event_time: '09:00 - 11:30',
          }),
          createCalendarEvent({ _id: 'e2', title: 'Carols', event_date: '2026-12-19' }),
        ],
      },
    });

    expect(await screen.findByText('Every Sunday · 9:00 AM - 11:30 AM')).toBeVisible();
    expect(screen.getByText('December 19, 2026 · 6:00 PM')).toBeVisible();
  });

  it('says how many joined when the church had nobody before, not +0.0%', async () => {
    renderAdmin('/admin', {
      ...dashboardAnswers,
      'GET /api/admin/user-growth': {
        body: {
          data: [
            { date: '2026-11-22', count: 0, newUsers: 0 },
            { date: '2026-11-23', count: 4, newUsers: 4 },
          ],
          totalUsers: 4,
          growthPercentage: 0,
          newUsersToday: 4,
        },
      },
    });
    const growthCard = await screen.findByRole('link', { name: /User Growth/ });
    expect(await within(growthCard).findByText('+4 members')).toBeVisible();
    expect(within(growthCard).queryByText('+0.0%')).toBeNull();
  });

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('puts the Management Center before the charts', async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: /max-width/.test(query),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
      renderAdmin('/admin', dashboardAnswers);
      const tools = await screen.findByRole('heading', { name: 'Management Center' });
      const figures = await screen.findByRole('link', { name: /User Growth/ });
      expect(
        tools.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: /Users/ })).toHaveAttribute('href', '/admin/users');
    }, 20_000);
  });
});
