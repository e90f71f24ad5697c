/**
 * Every content list answers a page at a time (docs/decisions/028-lists-page.md): without
 * parameters the first 50 as a plain array, with the total and the next page's address in
 * headers; walking the `Link`s with any `limit` visits each row once, in the list's order.
 */
import { pageTexts } from '@torch/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  blogPosts,
  campusApplications,
  events,
  leaders,
  lightCampuses,
  ministryTeams,
  teachings,
  volunteerApplications,
} from '../db/schema';
import { adminToken, call, server, serverPerFile } from '../../test/harness';
import { createUser } from '../../test/test-server';

serverPerFile({ admin: true });

/** More rows than the default page holds; a few share one creation time, so the id decides. */
const COUNT = 57;
const sameInstant = new Date('2026-01-05T08:00:00.123456Z');
const at = (i: number) => (i % 5 === 0 ? sameInstant : new Date(Date.UTC(2026, 0, 1, 0, i)));
const day = (i: number) => `2026-02-${String((i % 20) + 1).padStart(2, '0')}`;
const statuses = ['Pending', 'Approved', 'Rejected'] as const;
const rows = <T>(make: (i: number) => T): T[] => Array.from({ length: COUNT }, (_, i) => make(i));

let memberToken = '';
beforeAll(seed, 120_000);

async function seed() {
  const { db } = server.database;
  const member = await createUser(server);
  memberToken = member.token;
  const image = 'https://example.org/a.webp';
  await db.insert(blogPosts).values([
    ...rows((i) => ({
      slug: `post-${i}`,
      title: `Post ${i}`,
      content: 'Body',
      status: 'published' as const,
      featureImageUrl: image,
      authorName: 'Pastor',
      // Two posts published in one instant: the creation time, then the id, decide.
      publishedAt: i % 7 === 0 ? sameInstant : at(i),
      createdAt: at(i),
    })),
    ...[1, 2, 3].map((i) => ({
      slug: `draft-${i}`,
      title: `Draft ${i}`,
      content: 'Body',
      featureImageUrl: image,
      authorName: 'Pastor',
    })),
  ]);
  await db.insert(events).values(
    rows((i) => ({
      title: `Event ${i}`,
      location: 'Kampala',
      // Past, future and weekly events; several on one day.
      eventDate:
        i % 9 === 0 ? 'recurring-tuesday' : i % 4 === 0 ? '2020-01-01' : `2099-0${(i % 9) + 1}-01`,
      eventTime: '18:00',
      createdAt: at(i),
    })),
  );
  await db.insert(teachings).values(
    rows((i) => ({
      title: `Teaching ${i}`,
      speaker: 'Pastor',
      preachedAt: day(i),
      category: 'Sermon',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      description: '',
      createdAt: at(i),
    })),
  );
  await db.insert(leaders).values(
    rows((i) => ({
      name: `Leader ${i}`,
      title: 'Pastor',
      bio: 'Bio',
      photoUrl: image,
      youtubeUrl: '',
      createdAt: at(i),
    })),
  );
  const teams = await db
    .insert(ministryTeams)
    .values(
      rows((i) => ({
        name: `Team ${i}`,
        leaderName: 'Leader',
        contactEmail: 'team@example.org',
        description: 'Serves',
        isActive: i % 6 !== 0,
        createdAt: at(i),
      })),
    )
    .returning({ id: ministryTeams.id });
  await db.insert(lightCampuses).values(
    rows((i) => ({
      name: `Campus ${i}`,
      location: 'Kampala',
      leaderName: 'Leader',
      contactInfo: '0700',
      meetingSchedule: 'Sundays',
      isActive: i % 6 !== 0,
      createdAt: at(i),
    })),
  );
  await db.insert(volunteerApplications).values(
    rows((i) => ({
      teamId: teams[i]!.id,
      userId: member.user._id,
      message: 'I would like to serve',
      status: statuses[i % 3],
      createdAt: at(i),
    })),
  );
  await db.insert(campusApplications).values(
    rows((i) => ({
      userId: member.user._id,
      applicantName: 'Test Member',
      proposedCampusName: `Proposal ${i}`,
      proposedLocation: 'Kampala',
      proposedLeaderName: 'Leader',
      contactInfo: '0700',
      missionStatement: 'Mission',
      status: statuses[i % 3],
      createdAt: at(i),
    })),
  );
}

type Item = { _id: string } & Record<string, unknown>;
type Who = 'visitor' | 'member' | 'admin';

interface PagedRoute {
  path: string;
  who: Who;
  /** How many rows of the seed the list holds. */
  total: number;
  /** Each item comes no earlier than the one before it in the list's order. */
  inOrder?: (before: Item, after: Item) => boolean;
}

const newestFirst = (key: string) => (a: Item, b: Item) => String(a[key]) >= String(b[key]);
const thirds = (i: number) => Math.ceil((COUNT - i) / 3);
const active = COUNT - Math.ceil(COUNT / 6);
const upcoming = Array.from({ length: COUNT }, (_, i) => i).filter(
  (i) => i % 9 === 0 || i % 4 !== 0,
).length;

const routes: PagedRoute[] = [
  { path: '/api/blog', who: 'visitor', total: COUNT, inOrder: newestFirst('publishedAt') },
  {
    path: '/api/blog/admin/all',
    who: 'admin',
    total: COUNT + 3,
    inOrder: newestFirst('createdAt'),
  },
  { path: '/api/blog/admin/all?status=draft', who: 'admin', total: 3 },
  { path: '/api/blog/admin/all?status=published', who: 'admin', total: COUNT },
  {
    path: '/api/events',
    who: 'visitor',
    total: COUNT,
    inOrder: (a, b) =>
      a.event_date === 'recurring-tuesday' ||
      (b.event_date !== 'recurring-tuesday' && String(a.event_date) <= String(b.event_date)),
  },
  { path: '/api/events?upcoming=true', who: 'visitor', total: upcoming },
  { path: '/api/teachings', who: 'visitor', total: COUNT, inOrder: newestFirst('preached_at') },
  { path: '/api/leaders', who: 'visitor', total: COUNT },
  { path: '/api/ministry-teams/public', who: 'visitor', total: active },
  { path: '/api/ministry-teams/admin', who: 'admin', total: COUNT },
  { path: '/api/light-campuses/public', who: 'visitor', total: active },
  { path: '/api/light-campuses/admin/all', who: 'admin', total: COUNT },
  { path: '/api/volunteer/mine', who: 'member', total: COUNT, inOrder: newestFirst('createdAt') },
  {
    path: '/api/volunteer/applications',
    who: 'admin',
    total: COUNT,
    inOrder: newestFirst('createdAt'),
  },
  { path: '/api/volunteer/applications?status=Pending', who: 'admin', total: thirds(0) },
  { path: '/api/volunteer/applications?status=Rejected', who: 'admin', total: thirds(2) },
  { path: '/api/light-campuses/admin/applications', who: 'admin', total: COUNT },
  {
    path: '/api/light-campuses/admin/applications?status=Approved',
    who: 'admin',
    total: thirds(1),
  },
];

const tokenOf = (who: Who) =>
  who === 'admin' ? adminToken : who === 'member' ? memberToken : null;
const get = (url: string, who: Who) => call(server, 'GET', url, { token: tokenOf(who) });
const withQuery = (path: string, query: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${query}`;

/** Every item of the list, following the `Link` headers from `first`. */
async function walk(first: string, who: Who): Promise<{ items: Item[]; pages: number }> {
  const items: Item[] = [];
  let next: string | undefined = first;
  let pages = 0;
  while (next) {
    const response = await get(next, who);
    expect(response.statusCode, next).toBe(200);
    items.push(...response.json<Item[]>());
    pages += 1;
    next = /<([^>]+)>;\s*rel="next"/.exec(String(response.headers.link ?? ''))?.[1];
  }
  return { items, pages };
}

describe('every content list pages', () => {
  describe.each(routes)('$path', ({ path, who, total, inOrder }) => {
    it('answers no parameters with the first page as a plain array, the total and the next page', async () => {
      const response = await get(path, who);
      expect(response.statusCode).toBe(200);
      const body = response.json<Item[]>();
      expect(Array.isArray(body)).toBe(true);
      expect(body).toHaveLength(Math.min(total, 50));
      expect(response.headers['x-total-count']).toBe(String(total));
      if (total > 50) expect(response.headers.link).toMatch(/cursor=.*rel="next"/);
      else expect(response.headers.link).toBeUndefined();
    });

    it('walks the whole list a few at a time, each item once and in order', async () => {
      const { items, pages } = await walk(withQuery(path, 'limit=8'), who);
      expect(pages).toBe(Math.max(1, Math.ceil(total / 8)));
      expect(new Set(items.map((item) => item._id)).size).toBe(total);
      // The same order as one big page.
      const whole = (await get(withQuery(path, 'limit=100'), who)).json<Item[]>();
      expect(items.map((item) => item._id)).toEqual(whole.map((item) => item._id));
      if (inOrder) items.slice(1).forEach((item, i) => expect(inOrder(items[i]!, item)).toBe(true));
    });

    it('refuses a cursor it did not hand out, and a limit over 100', async () => {
      const bad = await get(withQuery(path, 'cursor=bm90LWEtY3Vyc29y'), who);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: pageTexts.invalidCursor });
      expect((await get(withQuery(path, 'limit=101'), who)).statusCode).toBe(400);
    });
  });
});

describe('the status filters', () => {
  it('keep only the asked status, and refuse one that is not a status', async () => {
    const drafts = (await get('/api/blog/admin/all?status=draft', 'admin')).json<Item[]>();
    expect(drafts.map((post) => post.status)).toEqual(['draft', 'draft', 'draft']);
    const pending = await walk('/api/volunteer/applications?status=Pending&limit=10', 'admin');
    expect(new Set(pending.items.map((item) => item.status))).toEqual(new Set(['Pending']));
    const approved = await walk('/api/light-campuses/admin/applications?status=Approved', 'admin');
    expect(new Set(approved.items.map((item) => item.status))).toEqual(new Set(['Approved']));
    for (const url of [
      '/api/blog/admin/all?status=archived',
      '/api/volunteer/applications?status=pending',
      '/api/light-campuses/admin/applications?status=Declined',
    ]) {
      const response = await get(url, 'admin');
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ field: 'status' });
    }
  });

  it('keep admin lists from members', async () => {
    for (const { path } of routes.filter((route) => route.who === 'admin')) {
      expect((await get(path, 'member')).statusCode).toBe(403);
    }
  });
});
