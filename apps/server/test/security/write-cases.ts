/**
 * The write routes of the app as the security suite drives them: one valid body per route,
 * marked with a tag so the stored record can be found again, and where an admin reads it back.
 * Shared by the mass-assignment and hostile-input suites.
 */
import { defaultChurchSettings } from '@torch/contract';
import type { LightMyRequestResponse } from 'fastify';
import {
  SAMPLE_IMAGE_URL,
  bearer,
  createAdmin,
  createTestServer,
  createUser,
  type TestServer,
} from '../test-server';

export type Actor = 'visitor' | 'member' | 'admin' | 'super-admin';

export interface WriteCase {
  route: string;
  as: Actor;
  /** A body the route accepts, marked with `tag` so its record can be found again. */
  body: (tag: string) => Record<string, unknown>;
  /** Path parameters, made before the request (a record to update, a team to join). */
  params?: (bench: WriteBench) => Promise<Record<string, string>>;
  /** Where an admin reads what was stored; the record holding `tag` is checked. */
  readBack?: string;
  /** Body fields the staff never see (a password, kept only as a hash). */
  unreadable?: string[];
  /** The route allows each member a few writes a minute; a long run needs new members. */
  limitedPerMember?: boolean;
  /** Body fields the server fills from the signed-in account instead (a member's own name). */
  fromSession?: string[];
  /** Fields the stored record must keep, whatever was smuggled. */
  stored?: (bench: WriteBench) => Record<string, unknown>;
}

type Account = Awaited<ReturnType<typeof createUser>>;

/** A server with a member and an admin, and a way to call it as each of them. */
export interface WriteBench {
  server: TestServer;
  member: Account;
  admin: Account;
  owner: Account;
  call: (
    method: string,
    url: string,
    actor: Actor,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
  /** Creates a record through the API as the admin and returns its id. */
  created: (url: string, body: Record<string, unknown>) => Promise<string>;
  /** Signs in a new member in place of the current one. */
  renewMember: () => Promise<void>;
}

export async function openWriteBench(
  options: Parameters<typeof createTestServer>[1] = {},
): Promise<WriteBench> {
  const server = await createTestServer({}, options);
  let member = await createUser(server, { fullName: 'Grace Member' });
  const admin = await createAdmin(server, { fullName: 'Ruth Admin' });
  const owner = await createUser(server, { fullName: 'Sarah Owner', role: 'Super-Admin' });
  const call: WriteBench['call'] = (method, url, actor, payload) => {
    const tokens = { member: member.token, admin: admin.token, 'super-admin': owner.token };
    const token = actor === 'visitor' ? null : tokens[actor];
    return server.app.inject({
      method: method as 'POST',
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  };
  const created: WriteBench['created'] = async (url, body) => {
    const response = await call('POST', url, 'admin', body);
    if (response.statusCode >= 300) throw new Error(`could not create at ${url}: ${response.body}`);
    return response.json<{ _id: string }>()._id;
  };
  const bench: WriteBench = {
    server,
    member,
    admin,
    owner,
    call,
    created,
    renewMember: async () => {
      member = await createUser(server, { fullName: 'Grace Member' });
      bench.member = member;
    },
  };
  return bench;
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

/** One valid request for every write route that takes a body of text. */
export const WRITE_CASES: WriteCase[] = [
  {
    route: 'POST /api/auth/register',
    as: 'visitor',
    body: (tag) => ({
      fullName: `New ${tag}`,
      email: `${tag}@example.org`,
      password: 'a long password 1',
    }),
    readBack: '/api/users',
    unreadable: ['password'],
    stored: () => ({ role: 'User' }),
  },
  {
    route: 'PUT /api/profile/me',
    as: 'member',
    body: (tag) => ({ fullName: `Grace ${tag}` }),
    readBack: '/api/users',
    stored: ({ member }) => ({ role: 'User', email: member.user.email }),
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
    // No staff list of gifts yet; the answer (id, status, reference) must carry nothing smuggled.
    route: 'POST /api/donations',
    as: 'visitor',
    body: (tag) => ({
      amount: 25_000,
      fund: 'ministry-operations',
      method: 'mtn',
      phone: '0772 123456',
      fullName: `Grace ${tag}`,
      email: 'grace@example.org',
      idempotencyKey: `key-${tag}-${crypto.randomUUID()}`,
    }),
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
    params: async ({ created }) => ({
      teamId: await created('/api/ministry-teams', teamBody('for applying')),
    }),
    limitedPerMember: true,
    body: (tag) => ({ message: `I can sing ${tag}` }),
    readBack: '/api/volunteer/applications',
    stored: ({ member }) => ({ status: 'Pending', userEmail: member.user.email }),
  },
  {
    route: 'POST /api/light-campuses/apply',
    as: 'member',
    limitedPerMember: true,
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
    stored: ({ member }) => ({ authorId: member.user.id }),
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
    params: async ({ created }) => ({ id: await created('/api/blog', blogBody('to update')) }),
    body: blogBody,
    readBack: '/api/blog/admin/all',
    stored: () => ({ authorName: 'Ruth Admin', status: 'draft' }),
  },
  { route: 'POST /api/events', as: 'admin', body: eventBody, readBack: '/api/events' },
  {
    route: 'PUT /api/events/:id',
    as: 'admin',
    params: async ({ created }) => ({ id: await created('/api/events', eventBody('to update')) }),
    body: eventBody,
    readBack: '/api/events',
  },
  {
    route: 'POST /api/events/:id/registrations',
    as: 'visitor',
    params: async ({ created }) => ({
      id: await created('/api/events', { ...eventBody('open'), registration_required: true }),
    }),
    body: (tag) => ({ fullName: `Visitor ${tag}`, email: `${tag}@example.org`, guests: 1 }),
  },
  {
    route: 'POST /api/events/:id/registrations/mail',
    as: 'admin',
    params: async ({ created }) => ({
      id: await created('/api/events', { ...eventBody('mail'), registration_required: true }),
    }),
    body: (tag) => ({ subject: `Parking ${tag}`, message: 'Park at the back gate.' }),
  },
  { route: 'POST /api/teachings', as: 'admin', body: teachingBody, readBack: '/api/teachings' },
  {
    route: 'PUT /api/teachings/:id',
    as: 'admin',
    params: async ({ created }) => ({
      id: await created('/api/teachings', teachingBody('to update')),
    }),
    body: teachingBody,
    readBack: '/api/teachings',
  },
  { route: 'POST /api/leaders', as: 'admin', body: leaderBody, readBack: '/api/leaders' },
  {
    route: 'PUT /api/leaders/:id',
    as: 'admin',
    params: async ({ created }) => ({ id: await created('/api/leaders', leaderBody('to update')) }),
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
    params: async ({ created }) => ({
      id: await created('/api/ministry-teams', teamBody('to update')),
    }),
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
    params: async ({ created }) => ({
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
  {
    route: 'PUT /api/church',
    as: 'super-admin',
    body: (tag) => ({ ...defaultChurchSettings, name: `Light Church ${tag}` }),
    readBack: '/api/church',
  },
];

/** The record holding `tag` in a list (or the single object a page-content route answers). */
export function findTagged(listBody: unknown, tag: string): Record<string, unknown> | undefined {
  const items = Array.isArray(listBody) ? listBody : [listBody];
  return items.find((item) => JSON.stringify(item).includes(tag)) as
    | Record<string, unknown>
    | undefined;
}
