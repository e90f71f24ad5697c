import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { cn } from '../../../shared/lib/cn';
import { Icon } from '../../../shared/ui/icon';
import { useInboxSummary } from '../../inbox';
import { useAdminStats, useMinistryStats, usePrayerStats, useUserGrowth } from '../api';
import {
  demoAdminStats,
  demoMinistryStats,
  demoPrayerStats,
  demoUserGrowth,
} from '../lib/demo-stats';
import { figureSource, percentOf } from '../lib/figure-source';
import { AttendanceCard } from '../../event-registration';
import { DashboardCard } from './dashboard-card';
import { Figure } from './figure';
import { MembersTrendChart } from './members-trend-chart';
import { PrayerTrendChart } from './prayer-trend-chart';
import { UpcomingEventsCard } from './upcoming-events-card';
import { useTranslation } from 'react-i18next';
import { growthLabel } from '../lib/growth-label';

/** The dashboard's live figures (docs/product.md#dashboard), refreshed every 30 s. */
export function DashboardOverview({ today = new Date() }: { today?: Date }) {
  const { t } = useTranslation();
  const stats = useAdminStats();
  const growth = useUserGrowth();
  const ministries = useMinistryStats();
  const prayers = usePrayerStats();
  const inbox = useInboxSummary();

  const queries = [stats, growth, ministries, prayers];
  const failed = queries.some((query) => query.isError);
  const s = stats.data ?? demoAdminStats;
  const g = growth.data ?? demoUserGrowth;
  const m = ministries.data ?? demoMinistryStats;
  const p = prayers.data ?? demoPrayerStats;
  const loading = queries.some((query) => query.isPending && !query.isError);
  const apps = s.campusApplications;

  const tiles = [
    { label: t('leaders', 'Leaders'), value: s.leaders, trend: s.trends.leaders },
    { label: t('blogPosts', 'Blog Posts'), value: s.blogPosts, trend: s.trends.blogPosts },
    { label: t('teachings', 'Teachings'), value: s.teachings, trend: s.trends.teachings },
    { label: t('testimonies', 'Testimonies'), value: s.testimonies, trend: s.trends.testimonies },
  ];

  return (
    <section aria-labelledby="dashboard-overview" className="flex flex-col gap-6">
      <h2 id="dashboard-overview" className="sr-only">
        {t('overview', 'Overview')}
      </h2>
      <p
        role="status"
        className={cn(
          'flex items-center gap-2 rounded-2xl px-4 py-3 text-sm font-semibold',
          failed ? 'bg-amber-50 text-amber-900' : 'bg-emerald-50 text-emerald-900',
        )}
      >
        <Icon name={failed ? 'alert' : 'refresh'} className="size-4" />
        {failed
          ? t('usingCachedData', 'Using cached data')
          : t(
              'realtimeDashboardAutorefreshEvery30S',
              'Real-time Dashboard (auto-refresh every 30 s)',
            )}
        {loading && (
          <span className="font-normal text-ink-600"> · {t('loadingLower', 'loading…')}</span>
        )}
      </p>

      {/* grid-cols-1 (minmax(0, 1fr)): on a phone a long line wraps inside its card, never
          widens the column past the screen. */}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        <DashboardCard
          title={t('userGrowth', 'User Growth')}
          icon="users"
          to={paths.admin.users}
          source={figureSource(growth)}
        >
          <div className="flex flex-wrap gap-6">
            <Figure large label={t('totalMembers', 'Total members')} value={g.totalUsers} />
            <Figure label={t('last30Days', 'Last 30 days')} value={growthLabel(g)} />
            <Figure label={t('newToday', 'New today')} value={g.newUsersToday} />
          </div>
          <div className="mt-5">
            <MembersTrendChart data={g.data} />
          </div>
        </DashboardCard>
        <UpcomingEventsCard today={today} />
        <DashboardCard
          title={t('campusApplicationsTitle', 'Campus Applications')}
          icon="flame"
          to={paths.admin.campuses}
          source={figureSource(stats)}
        >
          <div className="flex flex-wrap gap-6">
            <Figure large label={t('total', 'Total')} value={apps.total} />
            <Figure
              label={t('approvedPercent', 'Approved ({{percent}}%)', {
                percent: percentOf(apps.approved, apps.total),
              })}
              value={apps.approved}
            />
            <Figure
              label={t('rejectedPercent', 'Rejected ({{percent}}%)', {
                percent: percentOf(apps.rejected, apps.total),
              })}
              value={apps.rejected}
            />
            <Figure
              label={t('pendingPercent', 'Pending ({{percent}}%)', {
                percent: percentOf(apps.pending, apps.total),
              })}
              value={apps.pending}
            />
          </div>
          <p className="mt-3 text-sm text-ink-600">
            {t(
              'processedAndActiveCampuses',
              'Processed: {{processed}} · {{campuses}} active campuses',
              { processed: apps.pending + apps.approved, campuses: s.lightCampuses },
            )}
          </p>
        </DashboardCard>
        <DashboardCard
          title={t('ministryTeamsTitle', 'Ministry Teams')}
          icon="users"
          to={paths.admin.serve}
          source={figureSource(ministries)}
        >
          <div className="flex flex-wrap gap-6">
            <Figure large label={t('teams', 'Teams')} value={m.totalTeams} />
            <Figure label={t('volunteers', 'Volunteers')} value={m.totalVolunteers} />
            <Figure
              label={t('pendingApplications', 'Pending applications')}
              value={m.pendingApplications}
            />
          </div>
        </DashboardCard>
        {/* The last card takes the row's spare columns, its week of bars beside the figures. */}
        <div className="md:col-span-2">
          <DashboardCard
            title={t('prayerRequests', 'Prayer Requests')}
            icon="heart"
            to={paths.admin.prayers}
            source={figureSource(prayers)}
          >
            <div className="flex flex-col gap-5 md:flex-row md:gap-10">
              <div className="flex shrink-0 flex-wrap gap-6">
                <Figure large label={t('total', 'Total')} value={p.totalRequests} />
                <Figure label={t('answered', 'Answered')} value={p.answeredRequests} />
                <Figure label={t('pending', 'Pending')} value={p.pendingRequests} />
                <Figure label={t('today', 'Today')} value={p.todayRequests} />
              </div>
              <div className="min-w-0 flex-1">
                <PrayerTrendChart trends={p.trends} />
              </div>
            </div>
          </DashboardCard>
        </div>
      </div>

      <AttendanceCard />

      <ul
        className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-6"
        aria-label={t('contentTotals', 'Content totals')}
      >
        {tiles.map((tile) => (
          <li
            key={tile.label}
            className="rounded-3xl border border-ink-100 bg-white p-5 shadow-warm"
          >
            <Figure large label={tile.label} value={tile.value} />
            <p className="mt-1 text-xs font-semibold text-emerald-700">{tile.trend}</p>
          </li>
        ))}
        {/* What visitors sent: the Inbox waits for an answer, the list for news. */}
        {[
          {
            id: 'unread',
            label: t('unreadMessages', 'Unread Messages'),
            value: inbox.data?.unreadMessages,
            to: paths.admin.inbox,
            link: t('openInbox', 'Open Inbox'),
          },
          {
            id: 'subscribers',
            label: t('subscribers', 'Subscribers'),
            value: inbox.data?.subscribers,
            to: paths.admin.subscribers,
            link: t('viewList', 'View list'),
          },
        ].map((tile) => (
          <li key={tile.id}>
            <Link
              to={tile.to}
              className={cn(
                'group block h-full rounded-3xl border bg-white p-5 shadow-warm transition-shadow hover:shadow-glow',
                tile.id === 'unread' && (tile.value ?? 0) > 0
                  ? 'border-ember-300'
                  : 'border-ink-100',
              )}
            >
              <Figure large label={tile.label} value={tile.value ?? '–'} />
              <p className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-ember-700">
                {tile.link}
                <Icon
                  name="chevronRight"
                  className="size-3.5 transition-transform group-hover:translate-x-0.5"
                />
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
