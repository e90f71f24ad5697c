/**
 * Mass assignment (issue 10): every write route is sent the fields an attacker would add to a
 * valid body (a role, someone else's id, an approval, a status, a creation date). None of them
 * may reach what is stored: each case reads the record back the way the church's staff see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SAMPLE_IMAGE_URL,
  bearer,
  createAdmin,
  createTestServer,
  createUser,
  type TestServer,
} from '../test-server';

const SMUGGLED_ID = '00000000-0000-4000-8000-00000000dead';
const SMUGGLED_DATE = '2001-02-03T04:05:06.000Z';
const SMUGGLED_NAME = 'Pastor Impostor';

/** Extra fields no write route accepts from a client. */
const SMUGGLED = {
  role: 'Super-Admin',
  _id: SMUGGLED_ID,
  id: SMUGGLED_ID,
  authorId: SMUGGLED_ID,
  author_id: SMUGGLED_ID,
  user_id: SMUGGLED_ID,
  userId: SMUGGLED_ID,
  authorName: SMUGGLED_NAME,
  is_approved: true,
  isApproved: true,
  is_answered: true,
  is_private: false,
  status: 'Approved',
  created_at: SMUGGLED_DATE,
  createdAt: SMUGGLED_DATE,
  updated_at: SMUGGLED_DATE,
  publishedAt: SMUGGLED_DATE,
  published_at: SMUGGLED_DATE,
};

type Actor = 'visitor' | 'member' | 'admin';

interface WriteCase {
  route: string;
  as: Actor;
  /** A body the route accepts, marked with `tag` so its record can be found again. */
  body: (tag: string) => Record<string, unknown>;
  /** Path parameters, made before the request (a record to update, a team to join). */
  params?: () => Promise<Record<string, string>>;
  /** Where an admin reads what was stored; the record holding `tag` is checked. */
  readBack?: string;
  /** Fields the stored record must keep, whatever was smuggled. */
  stored?: () => Record<string, unknown>;
}

let server: TestServer;
let member: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  server = await createTestServer();
  member = await createUser(server, { fullName: 'Grace Member' });
  admin = await createAdmin(server, { fullName: 'Ruth Admin' });
});
afterAll(() => server.close());

const tokenOf = (actor: Actor) =>
  actor === 'visitor' ? null : actor === 'member' ? member.token : admin.token;

async function call(method: string, url: string, actor: Actor, payload?: object) {
  const token = tokenOf(actor);
  return server.app.inject({
    method: method as 'POST',
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

/** Creates a record through the API as an admin and returns its id. */
async function created(url: string, body: Record<string, unknown>): Promise<string> {
  const response = await call('POST', url, 'admin', body);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ _id: string }>()._id;
}

const eventBody = (tag: string) => ({
  title: `Prayer night ${tag}`,
  location: 'Main hall',
  event_date: '2030-05-01',
  event_time: '19:00',
});
const teachingBody = (tag: string) => ({
  title: `Faith ${tag}`,
  speaker: 'Pastor John',
  preached_at: '2026-01-04',
  category: 'Sermon',
  youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  description: 'On faith.',
});
const leaderBody = (tag: string) => ({
  name: `Leader ${tag}`,
  title: 'Elder',
  bio: 'Serves the youth.',
  youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
  photoUrl: SAMPLE_IMAGE_URL,
});
const teamBody = (tag: string) => ({
  name: `Choir ${tag}`,
  leaderName: 'Anna',
  contactEmail: 'choir@example.org',
  description: 'We sing.',
  imageUrl: SAMPLE_IMAGE_URL,
});
const campusBody = (tag: string) => ({
  name: `Ntinda ${tag}`,
  location: 'Ntinda',
  leaderName: 'Peter',
  contactInfo: '0772 000 000',
  meetingSchedule: 'Fridays 6 PM',
});
const blogBody = (tag: string) => ({
  title: `News ${tag}`,
  content: 'Body of the post.',
  status: 'draft',
  featureImageUrl: SAMPLE_IMAGE_URL,
});

const CASES: WriteCase[] = [
  {
    route: 'POST /api/auth/register',
    as: 'visitor',
    body: (tag) => ({
      fullName: `New ${tag}`,
      email: `${tag}@example.org`,
      password: 'a long password 1',
    }),
    readBack: '/api/users',
    stored: () => ({ role: 'User' }),
  },
  {
    route: 'PUT /api/profile/me',
    as: 'member',
    body: (tag) => ({ fullName: `Grace ${tag}`, email: 'hijack@example.org' }),
    readBack: '/api/users',
    stored: () => ({ role: 'User', email: member.user.email }),
  },
  {
    route: 'POST /api/prayer-requests',
    as: 'member',
    body: (tag) => ({ name: 'Grace', request_text: `Healing for my mother ${tag}` }),
    readBack: '/api/prayer-requests/admin/all',
    stored: () => ({ is_answered: false }),
  },
  {
    route: 'POST /api/testimonies',
    as: 'visitor',
    body: (tag) => ({ name: 'Grace', title: `Answered ${tag}`, story_text: 'God provided.' }),
    readBack: '/api/testimonies/admin/all',
    stored: () => ({ is_approved: false }),
  },
  {
    route: 'POST /api/contact-messages',
    as: 'visitor',
    body: (tag) => ({ name: 'Grace', email: 'grace@example.org', subject: tag, message: 'Hello' }),
    readBack: '/api/contact-messages',
  },
  {
    route: 'POST /api/newsletter',
    as: 'visitor',
    body: (tag) => ({ email: `${tag}@example.org` }),
  },
  {
    route: 'POST /api/new-converts',
    as: 'visitor',
    body: (tag) => ({
      firstName: 'Sam',
      lastName: tag,
      areaCode: '+256',
      phoneNumber: '772000111',
      email: `${tag}@example.org`,
      country: 'Uganda',
    }),
    readBack: '/api/new-converts',
  },
  {
    route: 'POST /api/volunteer/apply',
    as: 'member',
    params: async () => ({
      teamId: await created('/api/ministry-teams', teamBody('for applying')),
    }),
    body: (tag) => ({ message: `I can sing ${tag}` }),
    readBack: '/api/volunteer/applications',
    stored: () => ({ status: 'Pending', userEmail: member.user.email }),
  },
  {
    route: 'POST /api/light-campuses/apply',
    as: 'member',
    body: (tag) => ({
      proposedCampusName: `Kira ${tag}`,
      proposedLocation: 'Kira',
      proposedLeaderName: 'Paul',
      contactInfo: '0772 111 222',
      missionStatement: 'Light in Kira.',
    }),
    readBack: '/api/light-campuses/admin/applications',
    stored: () => ({ status: 'Pending' }),
  },
  {
    route: 'POST /api/messages',
    as: 'member',
    body: (tag) => ({ content: `Hello church ${tag}` }),
    readBack: '/api/messages/community',
    stored: () => ({ authorId: member.user.id }),
  },
  {
    route: 'POST /api/blog',
    as: 'admin',
    body: blogBody,
    readBack: '/api/blog/admin/all',
    stored: () => ({ authorName: 'Ruth Admin', status: 'draft' }),
  },
  {
    route: 'PUT /api/blog/:id',
    as: 'admin',
    params: async () => ({ id: await created('/api/blog', blogBody('to update')) }),
    body: blogBody,
    readBack: '/api/blog/admin/all',
    stored: () => ({ authorName: 'Ruth Admin', status: 'draft' }),
  },
  { route: 'POST /api/events', as: 'admin', body: eventBody, readBack: '/api/events' },
  {
    route: 'PUT /api/events/:id',
    as: 'admin',
    params: async () => ({ id: await created('/api/events', eventBody('to update')) }),
    body: eventBody,
    readBack: '/api/events',
  },
  { route: 'POST /api/teachings', as: 'admin', body: teachingBody, readBack: '/api/teachings' },
  {
    route: 'PUT /api/teachings/:id',
    as: 'admin',
    params: async () => ({ id: await created('/api/teachings', teachingBody('to update')) }),
    body: teachingBody,
    readBack: '/api/teachings',
  },
  { route: 'POST /api/leaders', as: 'admin', body: leaderBody, readBack: '/api/leaders' },
  {
    route: 'PUT /api/leaders/:id',
    as: 'admin',
    params: async () => ({ id: await created('/api/leaders', leaderBody('to update')) }),
    body: leaderBody,
    readBack: '/api/leaders',
  },
  {
    route: 'POST /api/ministry-teams',
    as: 'admin',
    body: teamBody,
    readBack: '/api/ministry-teams/admin',
  },
  {
    route: 'PUT /api/ministry-teams/:id',
    as: 'admin',
    params: async () => ({ id: await created('/api/ministry-teams', teamBody('to update')) }),
    body: teamBody,
    readBack: '/api/ministry-teams/admin',
  },
  {
    route: 'POST /api/light-campuses/admin',
    as: 'admin',
    body: campusBody,
    readBack: '/api/light-campuses/admin/all',
  },
  {
    route: 'PUT /api/light-campuses/admin/:id',
    as: 'admin',
    params: async () => ({
      id: await created('/api/light-campuses/admin', campusBody('to update')),
    }),
    body: campusBody,
    readBack: '/api/light-campuses/admin/all',
  },
  {
    route: 'POST /api/site-content',
    as: 'admin',
    body: (tag) => ({ page: 'home', elements: { heroTitle: `Welcome ${tag}` } }),
    readBack: '/api/site-content?page=home',
  },
  {
    route: 'PUT /api/torch-kids/admin',
    as: 'admin',
    body: (tag) => ({
      heroTitle: `Torch Kids ${tag}`,
      heroSubtitle: 'Where children meet Jesus',
      aboutText: 'About us',
      safetyText: 'Safe and checked in',
      experienceText: 'Songs and stories',
      groupsText: 'Ages 3 to 12',
    }),
    readBack: '/api/torch-kids/admin',
  },
];

/** The record holding `tag` in a list (or the single object a page-content route answers). */
function findTagged(listBody: unknown, tag: string): Record<string, unknown> | undefined {
  const items = Array.isArray(listBody) ? listBody : [listBody];
  return items.find((item) => JSON.stringify(item).includes(tag)) as
    | Record<string, unknown>
    | undefined;
}

describe('extra fields in a write never take effect', () => {
  it.each(CASES)('$route as $as', async (writeCase) => {
    const tag = `t${crypto.randomUUID().slice(0, 8)}`;
    const params = (await writeCase.params?.()) ?? {};
    const [method = 'POST', pattern = '/'] = writeCase.route.split(' ');
    const url = pattern.replace(':id', params.id ?? '');
    const body = { ...SMUGGLED, ...writeCase.body(tag), ...params };
    const response = await call(method, url, writeCase.as, body);
    expect(response.statusCode, response.body).toBeLessThan(300);

    const answered = response.body;
    for (const smuggled of [SMUGGLED_ID, SMUGGLED_DATE.slice(0, 10), SMUGGLED_NAME]) {
      expect(answered).not.toContain(smuggled);
    }
    // The caller is still who they were.
    if (writeCase.as !== 'visitor') {
      const me = await call('GET', '/api/profile/me', writeCase.as);
      expect(me.json<{ role: string }>().role).toBe(writeCase.as === 'admin' ? 'Admin' : 'User');
    }
    if (!writeCase.readBack) return;

    const list = await call('GET', writeCase.readBack, 'admin');
    expect(list.statusCode).toBe(200);
    const record = findTagged(list.json(), tag);
    expect(record, `no record with ${tag} in ${writeCase.readBack}`).toBeDefined();
    const stored = JSON.stringify(record);
    for (const smuggled of [SMUGGLED_ID, SMUGGLED_DATE.slice(0, 10), SMUGGLED_NAME]) {
      expect(stored).not.toContain(smuggled);
    }
    expect(record).toMatchObject(writeCase.stored?.() ?? {});
  });

  it('covers every write route a visitor or member can reach', () => {
    const open = server.routes
      .filter((route) => ['POST', 'PUT', 'DELETE'].includes(route.method))
      .map((route) => `${route.method} ${route.url}`);
    const covered = new Set(CASES.map((writeCase) => writeCase.route));
    // Writes that carry no body worth smuggling into: sign-in and sign-out, deletions, uploads
    // (multipart, checked in upload-attacks), reactions and read receipts (path and one field),
    // role changes (the role is the field) and moderation decisions (the decision is the field;
    // their rules are in the services' own tests).
    const bodiless =
      /^(DELETE |POST \/api\/auth\/log(in|out)$|POST \/api\/(uploads|cloudinary|ai)|PUT \/api\/messages|POST \/api\/messages\/:id|PUT \/api\/users|PUT \/api\/(prayer-requests|testimonies)\/admin|PUT \/api\/volunteer\/applications|PUT \/api\/light-campuses\/admin\/applications)/;
    expect(open.filter((route) => !covered.has(route) && !bodiless.test(route))).toEqual([]);
  });
});
