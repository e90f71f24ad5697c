/**
 * The admin dashboard's figures (docs/product.md#dashboard), each computed by the database with
 * count(*) and generate_series: no row is loaded into the server to be counted. Days are the
 * church's calendar days (the time zone in its settings), so "today" on the dashboard is today in Kampala
 * even when the server runs in UTC.
 */
import type { AdminStats, MinistryStats, PrayerStats, UserGrowth } from '@torch/contract';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  blogPosts,
  campusApplications,
  events,
  leaders,
  lightCampuses,
  ministryTeams,
  prayerRequests,
  teachings,
  testimonies,
  users,
  volunteerApplications,
} from '../../db/schema';
import { readChurchTimeZone } from '../church/settings-reader';

/** Days in the user growth series, today included; growth compares these days with before. */
export const USER_GROWTH_DAYS = 30;
/** Days in the prayer trend series, today included. */
export const PRAYER_TREND_DAYS = 7;

export interface AdminStatsOptions {
  /** The clock; tests pin it to reach a day's edges. */
  now?: () => Date;
}

const count = (table: PgTable, where?: SQL) =>
  sql<number>`(select count(*)::int from ${table}${where ? sql` where ${where}` : sql``})`;

/** The trend text of a dashboard tile: how many were added since the 1st of this month. */
export const monthTrend = (added: number) => `+${added} this month`;

/**
 * Growth of the congregation in percent, one decimal: users who joined in the last 30 days
 * against those who were there before; 0 when nobody was (there is nothing to grow from).
 */
export function growthPercentage(newUsers: number, before: number): number {
  if (before === 0) return 0;
  return Math.round((newUsers / before) * 1000) / 10;
}

export class AdminStatsService {
  private readonly now: () => Date;

  constructor(
    private readonly db: Database,
    options: AdminStatsOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * The church's calendar days, in the time zone its settings name (read once per figure, so a
   * changed zone applies to the next request).
   */
  private async churchDays() {
    const zone = await readChurchTimeZone(this.db);
    return {
      /** The church's date today, as a SQL date. */
      today: sql`(${this.now().toISOString()}::timestamptz at time zone ${zone})::date`,
      /** The instant a church calendar day (a SQL date) begins. */
      startOf: (day: SQL) => sql`((${day})::timestamp at time zone ${zone})`,
      /** The church calendar day of a timestamp column. */
      dayOf: (column: PgColumn) => sql`(${column} at time zone ${zone})::date`,
    };
  }

  async stats(): Promise<AdminStats> {
    const calendar = await this.churchDays();
    const monthStart = calendar.startOf(
      sql`date_trunc('month', ${calendar.today}::timestamp)::date`,
    );
    const addedThisMonth = (table: PgTable, createdAt: PgColumn) =>
      count(table, sql`${createdAt} >= ${monthStart}`);
    const applications = (status: 'Pending' | 'Approved' | 'Rejected') =>
      count(campusApplications, eq(campusApplications.status, status));
    const [row] = await this.db
      .select({
        users: count(users),
        teachings: count(teachings),
        events: count(events),
        prayers: count(prayerRequests),
        leaders: count(leaders),
        testimonies: count(testimonies),
        ministryTeams: count(ministryTeams),
        blogPosts: count(blogPosts),
        lightCampuses: count(lightCampuses),
        applicationsTotal: count(campusApplications),
        applicationsPending: applications('Pending'),
        applicationsApproved: applications('Approved'),
        applicationsRejected: applications('Rejected'),
        leadersThisMonth: addedThisMonth(leaders, leaders.createdAt),
        blogPostsThisMonth: addedThisMonth(blogPosts, blogPosts.createdAt),
        teachingsThisMonth: addedThisMonth(teachings, teachings.createdAt),
        testimoniesThisMonth: addedThisMonth(testimonies, testimonies.createdAt),
      })
      .from(sql`(select 1) as one`);
    const figures = row!;
    return {
      users: figures.users,
      teachings: figures.teachings,
      events: figures.events,
      prayers: figures.prayers,
      leaders: figures.leaders,
      testimonies: figures.testimonies,
      ministryTeams: figures.ministryTeams,
      blogPosts: figures.blogPosts,
      lightCampuses: figures.lightCampuses,
      campusApplications: {
        total: figures.applicationsTotal,
        pending: figures.applicationsPending,
        approved: figures.applicationsApproved,
        rejected: figures.applicationsRejected,
      },
      trends: {
        leaders: monthTrend(figures.leadersThisMonth),
        blogPosts: monthTrend(figures.blogPostsThisMonth),
        teachings: monthTrend(figures.teachingsThisMonth),
        testimonies: monthTrend(figures.testimoniesThisMonth),
      },
    };
  }

  /**
   * One entry per day of the last 30 (today last): users who joined that day, and how many
   * accounts existed at the end of it (those from before the window plus a running sum).
   */
  async userGrowth(): Promise<UserGrowth> {
    const calendar = await this.churchDays();
    const firstDay = sql`(${calendar.today} - ${USER_GROWTH_DAYS - 1}::int)`;
    const windowStart = calendar.startOf(firstDay);
    const before = count(users, sql`${users.createdAt} < ${windowStart}`);
    const series = sql`(
      select to_char(days.day, 'YYYY-MM-DD') as date,
             coalesce(joined.n, 0)::int as new_users,
             (${before} + sum(coalesce(joined.n, 0)) over (order by days.day))::int as total
      from generate_series(${firstDay}, ${calendar.today}, interval '1 day') as days(day)
      left join (
        select ${calendar.dayOf(users.createdAt)} as day, count(*) as n
        from ${users}
        where ${users.createdAt} >= ${windowStart}
        group by 1
      ) as joined on joined.day = days.day::date
    ) as growth`;
    const [data, [totals]] = await Promise.all([
      this.db
        .select({
          date: sql<string>`growth.date`,
          count: sql<number>`growth.total`,
          newUsers: sql<number>`growth.new_users`,
        })
        .from(series)
        .orderBy(sql`growth.date`),
      this.db.select({ total: count(users), before }).from(sql`(select 1) as one`),
    ]);
    const newInWindow = data.reduce((sum, day) => sum + day.newUsers, 0);
    return {
      data,
      totalUsers: totals!.total,
      growthPercentage: growthPercentage(newInWindow, totals!.before),
      newUsersToday: data.at(-1)?.newUsers ?? 0,
    };
  }

  /** Per team, in the order added: approved volunteers and applications still Pending. */
  async ministryStats(): Promise<MinistryStats> {
    const teams = await this.db
      .select({
        name: ministryTeams.name,
        volunteers: sql<number>`(count(${volunteerApplications.id}) filter (where ${volunteerApplications.status} = 'Approved'))::int`,
        pending: sql<number>`(count(${volunteerApplications.id}) filter (where ${volunteerApplications.status} = 'Pending'))::int`,
        active: ministryTeams.isActive,
      })
      .from(ministryTeams)
      .leftJoin(volunteerApplications, eq(volunteerApplications.teamId, ministryTeams.id))
      .groupBy(ministryTeams.id)
      .orderBy(asc(ministryTeams.createdAt), asc(ministryTeams.id));
    return {
      teams,
      totalTeams: teams.length,
      totalVolunteers: teams.reduce((sum, team) => sum + team.volunteers, 0),
      pendingApplications: teams.reduce((sum, team) => sum + team.pending, 0),
    };
  }

  /**
   * The last 7 days (today last): requests sent that day and how many of those are answered
   * now (a request records no answering date). Pending means not yet answered.
   */
  async prayerStats(): Promise<PrayerStats> {
    const calendar = await this.churchDays();
    const firstDay = sql`(${calendar.today} - ${PRAYER_TREND_DAYS - 1}::int)`;
    const trend = sql`(
      select to_char(days.day, 'YYYY-MM-DD') as date,
             count(${prayerRequests.id})::int as requests,
             (count(${prayerRequests.id}) filter (where ${prayerRequests.isAnswered}))::int as answered
      from generate_series(${firstDay}, ${calendar.today}, interval '1 day') as days(day)
      left join ${prayerRequests}
        on ${prayerRequests.createdAt} >= ${calendar.startOf(firstDay)}
        and ${calendar.dayOf(prayerRequests.createdAt)} = days.day::date
      group by days.day
    ) as trend`;
    const startOfToday = calendar.startOf(calendar.today);
    const [trends, [totals]] = await Promise.all([
      this.db
        .select({
          date: sql<string>`trend.date`,
          requests: sql<number>`trend.requests`,
          answered: sql<number>`trend.answered`,
        })
        .from(trend)
        .orderBy(sql`trend.date`),
      this.db
        .select({
          total: count(prayerRequests),
          answered: count(prayerRequests, eq(prayerRequests.isAnswered, true)),
          today: count(prayerRequests, sql`${prayerRequests.createdAt} >= ${startOfToday}`),
        })
        .from(sql`(select 1) as one`),
    ]);
    return {
      trends,
      totalRequests: totals!.total,
      answeredRequests: totals!.answered,
      pendingRequests: totals!.total - totals!.answered,
      todayRequests: totals!.today,
    };
  }
}
