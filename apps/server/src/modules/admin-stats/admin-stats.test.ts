import type { AdminStats, MinistryStats, PrayerStats, UserGrowth } from '@torch/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
import { admin, adminToken, call, server, serverPerTestOnDemand } from '../../../test/harness';
import { createUser, SAMPLE_IMAGE_URL, setChurchTimeZone } from '../../../test/test-server';

// 21:30 UTC on Thursday 12 March 2026 is already 00:30 on Friday the 13th in Kampala (UTC+3):
// the church's "today" is the 13th, while a UTC server's would still be the 12th.
const NOW = '2026-03-12T21:30:00Z';
const at = (iso: string) => new Date(iso);

const startServer = serverPerTestOnDemand();

async function startChurch(timeZone?: string) {
  await startServer({ options: { now: () => new Date(NOW) }, admin: true });
  if (timeZone) await setChurchTimeZone(server, timeZone);
  // The admin joined long ago, so the figures below are exactly the rows each test adds.
  await server.database.db
    .update(users)
    .set({ createdAt: at('2026-01-10T09:00:00Z') })
    .where(eq(users.id, admin.user.id));
}

const get = async <T>(path: string, token: string | null = adminToken) => {
  const response = await call(server, 'GET', `/api/admin/${path}`, { token });
  return { status: response.statusCode, body: response.json<T>() };
};

/** Factory: accounts that joined at the given instants. */
async function addUsers(...joined: string[]) {
  const rows = await server.database.db
    .insert(users)
    .values(
      joined.map((instant, index) => ({
        fullName: `Member ${index + 1}`,
        email: `member-${index + 1}-${crypto.randomUUID().slice(0, 8)}@example.org`,
        passwordHash: 'not-a-real-hash',
        createdAt: at(instant),
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

describe('GET /api/admin/user-growth', () => {
  it("counts the church's days: 3 joined today in Kampala, one at 23:50 yesterday", async () => {
    await startChurch();
    await addUsers(
      '2026-01-20T10:00:00Z', // before the 30 days
      '2026-02-20T10:00:00Z', // inside them
      '2026-03-12T20:50:00Z', // 23:50 on the 12th in Kampala: yesterday
      '2026-03-12T21:10:00Z', // 00:10 on the 13th: today
      '2026-03-12T21:25:00Z',
      '2026-03-12T21:29:00Z',
    );
    const { status, body } = await get<UserGrowth>('user-growth');
    expect(status).toBe(200);
    expect(body.totalUsers).toBe(7);
    expect(body.newUsersToday).toBe(3);
    // 5 joined in the last 30 days against 2 who were there before: +250%.
    expect(body.growthPercentage).toBe(250);
    expect(body.data).toHaveLength(30);
    expect(body.data[0]).toEqual({ date: '2026-02-12', count: 2, newUsers: 0 });
    expect(body.data.find((day) => day.date === '2026-02-20')).toEqual({
      date: '2026-02-20',
      count: 3,
      newUsers: 1,
    });
    expect(body.data.at(-2)).toEqual({ date: '2026-03-12', count: 4, newUsers: 1 });
    expect(body.data.at(-1)).toEqual({ date: '2026-03-13', count: 7, newUsers: 3 });
    expect(body.data.reduce((sum, day) => sum + day.newUsers, 0)).toBe(5);
  });

  it('follows the configured zone: in UTC the same evening is still one day, the 12th', async () => {
    await startChurch('UTC');
    await addUsers('2026-03-12T20:50:00Z', '2026-03-12T21:10:00Z', '2026-03-11T23:59:00Z');
    const { body } = await get<UserGrowth>('user-growth');
    // The admin (January), the 23:59 on the 11th, and both on the evening of the 12th.
    expect(body.data.at(-1)).toEqual({ date: '2026-03-12', count: 4, newUsers: 2 });
    expect(body.newUsersToday).toBe(2);
  });

  it('reports 0% growth when nobody was there before the 30 days', async () => {
    await startChurch();
    await server.database.db.update(users).set({ createdAt: at('2026-03-01T12:00:00Z') });
    await addUsers('2026-03-02T12:00:00Z');
    const { body } = await get<UserGrowth>('user-growth');
    expect(body.totalUsers).toBe(2);
    expect(body.growthPercentage).toBe(0);
  });
});

describe('GET /api/admin/prayer-stats', () => {
  it('counts requests per church day for the last 7 days, and the totals', async () => {
    await startChurch();
    await server.database.db.insert(prayerRequests).values([
      // 00:05 on the 13th in Kampala: today, and answered.
      {
        name: 'Ruth',
        requestText: 'Healing',
        isAnswered: true,
        createdAt: at('2026-03-12T21:05:00Z'),
      },
      // 23:55 on the 12th: yesterday.
      { name: 'Paul', requestText: 'Exams', createdAt: at('2026-03-12T20:55:00Z') },
      // 03:30 on the 7th: the first of the seven days.
      { name: 'Mary', requestText: 'Work', createdAt: at('2026-03-07T00:30:00Z') },
      // 23:30 on the 6th: just before the seven days; answered.
      {
        name: 'John',
        requestText: 'Family',
        isAnswered: true,
        createdAt: at('2026-03-06T20:30:00Z'),
      },
    ]);
    const { status, body } = await get<PrayerStats>('prayer-stats');
    expect(status).toBe(200);
    expect(body).toEqual({
      trends: [
        { date: '2026-03-07', requests: 1, answered: 0 },
        { date: '2026-03-08', requests: 0, answered: 0 },
        { date: '2026-03-09', requests: 0, answered: 0 },
        { date: '2026-03-10', requests: 0, answered: 0 },
        { date: '2026-03-11', requests: 0, answered: 0 },
        { date: '2026-03-12', requests: 1, answered: 0 },
        { date: '2026-03-13', requests: 1, answered: 1 },
      ],
      totalRequests: 4,
      answeredRequests: 2,
      pendingRequests: 2,
      todayRequests: 1,
    });
  });
});

describe('GET /api/admin/ministry-stats', () => {
  it('gives each team its approved volunteers and pending applications', async () => {
    await startChurch();
    const [worship, ushers] = await server.database.db
      .insert(ministryTeams)
      .values(
        [
          ['Worship', true],
          ['Ushers', false],
          ['Media', true],
        ].map(([name, isActive], index) => ({
          name: name as string,
          isActive: isActive as boolean,
          leaderName: 'Grace Nakato',
          contactEmail: 'serve@torchfellowship.org',
          description: 'Serving on Sundays.',
          createdAt: at(`2026-02-0${index + 1}T10:00:00Z`),
        })),
      )
      .returning();
    const [a, b, c, d] = await addUsers(
      '2026-02-01T10:00:00Z',
      '2026-02-01T10:00:00Z',
      '2026-02-01T10:00:00Z',
      '2026-02-01T10:00:00Z',
    );
    const application = (
      teamId: string,
      userId: string,
      status: 'Pending' | 'Approved' | 'Rejected',
    ) => ({
      teamId,
      userId,
      status,
      message: 'I would love to help.',
    });
    await server.database.db
      .insert(volunteerApplications)
      .values([
        application(worship!.id, a!, 'Approved'),
        application(worship!.id, b!, 'Approved'),
        application(worship!.id, c!, 'Pending'),
        application(worship!.id, d!, 'Rejected'),
        application(ushers!.id, a!, 'Pending'),
      ]);
    const { status, body } = await get<MinistryStats>('ministry-stats');
    expect(status).toBe(200);
    expect(body).toEqual({
      teams: [
        { name: 'Worship', volunteers: 2, pending: 1, active: true },
        { name: 'Ushers', volunteers: 0, pending: 1, active: false },
        { name: 'Media', volunteers: 0, pending: 0, active: true },
      ],
      totalTeams: 3,
      totalVolunteers: 2,
      pendingApplications: 2,
    });
  });
});

describe('GET /api/admin/stats', () => {
  it('counts every collection and what was added since the 1st of the month in Kampala', async () => {
    await startChurch();
    const db = server.database.db;
    await addUsers('2026-03-02T10:00:00Z', '2026-03-03T10:00:00Z');
    await db.insert(teachings).values(
      [
        // 00:30 on 1 March in Kampala, still February in UTC: this month.
        '2026-02-28T21:30:00Z',
        // 23:30 on 28 February in Kampala: last month.
        '2026-02-28T20:30:00Z',
      ].map((instant) => ({
        title: 'Walking in the Light',
        speaker: 'Pastor Daniel',
        preachedAt: '2026-02-22',
        category: 'Faith',
        youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
        description: 'A Sunday message.',
        createdAt: at(instant),
      })),
    );
    await db.insert(leaders).values(
      ['2026-03-05T10:00:00Z', '2026-03-06T10:00:00Z', '2025-12-01T10:00:00Z'].map((instant) => ({
        name: 'Grace Nakato',
        title: 'Worship Pastor',
        bio: 'Leads worship.',
        photoUrl: SAMPLE_IMAGE_URL,
        youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
        createdAt: at(instant),
      })),
    );
    await db.insert(testimonies).values([
      {
        name: 'Ruth',
        title: 'Healed',
        storyText: 'God healed me.',
        createdAt: at('2026-03-10T10:00:00Z'),
      },
    ]);
    await db.insert(blogPosts).values([
      {
        slug: 'old-post',
        title: 'Old post',
        content: 'Words.',
        featureImageUrl: SAMPLE_IMAGE_URL,
        authorName: 'Church Admin',
        createdAt: at('2026-01-15T10:00:00Z'),
      },
    ]);
    await db.insert(events).values([
      {
        title: 'Fellowship',
        location: 'Ntinda',
        eventDate: 'recurring-tuesday',
        eventTime: '18:00',
      },
      { title: 'Couples Dinner', location: 'Serena', eventDate: '2026-04-18', eventTime: '19:00' },
    ]);
    await db.insert(prayerRequests).values([{ name: 'Paul', requestText: 'Exams' }]);
    await db.insert(ministryTeams).values([
      {
        name: 'Worship',
        leaderName: 'Grace Nakato',
        contactEmail: 'serve@torchfellowship.org',
        description: 'Sundays.',
      },
    ]);
    await db.insert(lightCampuses).values([
      {
        name: 'Ntinda',
        location: 'Ntinda',
        leaderName: 'Brian',
        contactInfo: '+256',
        meetingSchedule: 'Thursdays',
      },
    ]);
    const proposal = (status: 'Pending' | 'Approved' | 'Rejected') => ({
      applicantName: 'Esther',
      proposedCampusName: 'Makerere',
      proposedLocation: 'Makerere',
      proposedLeaderName: 'Esther',
      contactInfo: 'esther@example.org',
      missionStatement: 'Students.',
      status,
    });
    await db
      .insert(campusApplications)
      .values([
        proposal('Pending'),
        proposal('Approved'),
        proposal('Approved'),
        proposal('Rejected'),
      ]);

    const { status, body } = await get<AdminStats>('stats');
    expect(status).toBe(200);
    expect(body).toEqual({
      users: 3,
      teachings: 2,
      events: 2,
      prayers: 1,
      leaders: 3,
      testimonies: 1,
      ministryTeams: 1,
      blogPosts: 1,
      lightCampuses: 1,
      campusApplications: { total: 4, pending: 1, approved: 2, rejected: 1 },
      trends: {
        leaders: '+2 this month',
        blogPosts: '+0 this month',
        teachings: '+1 this month',
        testimonies: '+1 this month',
      },
    });
  });
});

describe('who may read the dashboard figures', () => {
  it('asks a signed-out visitor to sign in (401) and refuses a member (403)', async () => {
    await startChurch();
    const member = await createUser(server);
    for (const path of ['stats', 'user-growth', 'ministry-stats', 'prayer-stats']) {
      expect((await get(path, null)).status).toBe(401);
      const refused = await get<{ message: string }>(path, member.token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toEqual(expect.any(String));
    }
  });
});
