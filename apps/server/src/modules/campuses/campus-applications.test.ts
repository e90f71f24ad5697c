import type { CampusApplication, CampusApplicationInput, LightCampus } from '@torch/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campusApplications } from '../../db/schema';
import { MEMBER_APPLICATIONS_PER_MINUTE } from '../../http/member-application-limit';
import { TOO_MANY_SUBMISSIONS } from '../../http/public-form-guard';
import { adminToken, call, server, serverPerTest, UNKNOWN_ID } from '../../../test/harness';
import { createUser, SAMPLE_IMAGE_URL } from '../../../test/test-server';

serverPerTest({ admin: true });

const proposal = (name: string): CampusApplicationInput => ({
  proposedCampusName: name,
  proposedLocation: `${name}, Kampala`,
  proposedLeaderName: 'Esther Achieng',
  contactInfo: 'esther@example.org',
  missionStatement: 'A home where students meet Jesus midweek.',
});
const apply = (token: string | null, payload: object) =>
  call(server, 'POST', '/api/light-campuses/apply', { token, payload });
const listApplications = (token: string | null = adminToken) =>
  call(server, 'GET', '/api/light-campuses/admin/applications', { token });
const decide = (id: string, action: 'approve' | 'reject', token: string | null = adminToken) =>
  call(server, 'PUT', `/api/light-campuses/admin/applications/${id}/${action}`, { token });
const publicCampuses = async () =>
  (await server.app.inject({ method: 'GET', url: '/api/light-campuses/public' })).json<
    LightCampus[]
  >();
const adminCampuses = async () =>
  (await call(server, 'GET', '/api/light-campuses/admin/all', { token: adminToken })).json<
    LightCampus[]
  >();

async function proposeAs(name: string) {
  const member = await createUser(server, { fullName: 'Esther Achieng' });
  const response = await apply(member.token, proposal(name));
  expect(response.statusCode).toBe(201);
  return { member, application: response.json<CampusApplication>() };
}

describe("a member proposing a campus ('Start a Campus')", () => {
  it('stores a Pending proposal in the name of the signed-in account, with its avatar', async () => {
    const member = await createUser(server, {
      fullName: 'Esther Achieng',
      avatarUrl: '/uploads/avatars/esther.webp',
    });
    const response = await apply(member.token, {
      ...proposal('Makerere'),
      status: 'Approved',
      applicantName: 'Somebody Else',
      userId: UNKNOWN_ID,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      _id: expect.any(String) as string,
      applicantName: 'Esther Achieng',
      avatarUrl: '/uploads/avatars/esther.webp',
      proposedLeaderName: 'Esther Achieng',
      contactInfo: 'esther@example.org',
      name: 'Makerere',
      location: 'Makerere, Kampala',
      description: 'A home where students meet Jesus midweek.',
      status: 'Pending',
      createdAt: expect.any(String) as string,
    });
    const [stored] = await server.database.db.select().from(campusApplications);
    expect(stored).toMatchObject({ userId: member.user.id, status: 'Pending', campusId: null });
    expect(await publicCampuses()).toEqual([]);
  });

  it('asks a signed-out visitor to sign in', async () => {
    expect((await apply(null, proposal('Makerere'))).statusCode).toBe(401);
  });

  it('requires all five fields, naming the missing one', async () => {
    const member = await createUser(server);
    const response = await apply(member.token, { ...proposal('Makerere'), missionStatement: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Mission statement is required',
      field: 'missionStatement',
    });
  });

  it(`stops a member after ${MEMBER_APPLICATIONS_PER_MINUTE} proposals a minute, broken ones counted too`, async () => {
    const member = await createUser(server);
    const statuses: number[] = [];
    for (let i = 0; i < MEMBER_APPLICATIONS_PER_MINUTE; i += 1) {
      statuses.push((await apply(member.token, { proposedCampusName: '' })).statusCode);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    // The limit comes before the body is read: a complete proposal is now refused too.
    const refused = await apply(member.token, proposal('Makerere'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_SUBMISSIONS });
    // Counted per member, and apart from volunteering: the same member may still apply to a team.
    const neighbour = await createUser(server);
    expect((await apply(neighbour.token, proposal('Ntinda'))).statusCode).toBe(201);
    const toTeam = await call(server, 'POST', '/api/volunteer/apply', {
      token: member.token,
      payload: { teamId: UNKNOWN_ID, message: 'Hi' },
    });
    expect(toTeam.statusCode).toBe(404);
  });
});

describe('admins deciding on campus proposals', () => {
  it('lists proposals newest first for admins only', async () => {
    const { application: older } = await proposeAs('Makerere');
    await proposeAs('Kansanga');
    await server.database.db
      .update(campusApplications)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(campusApplications.id, older._id));
    const response = await listApplications();
    expect(response.statusCode).toBe(200);
    expect(response.json<CampusApplication[]>().map((row) => row.name)).toEqual([
      'Kansanga',
      'Makerere',
    ]);
    const member = await createUser(server);
    expect((await listApplications(null)).statusCode).toBe(401);
    expect((await listApplications(member.token)).statusCode).toBe(403);
  });

  it('approving opens an active campus from the proposal, visible to visitors at once', async () => {
    const { application } = await proposeAs('Makerere');
    const response = await decide(application._id, 'approve');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...application, status: 'Approved' });

    const campuses = await publicCampuses();
    expect(campuses).toEqual([
      {
        _id: expect.any(String) as string,
        name: 'Makerere',
        location: 'Makerere, Kampala',
        leaderName: 'Esther Achieng',
        contactInfo: 'esther@example.org',
        meetingSchedule: 'To be announced',
        isActive: true,
        images: [],
      },
    ]);
    const [stored] = await server.database.db.select().from(campusApplications);
    expect(stored?.campusId).toBe(campuses[0]!._id);
  });

  describe('approving with the campus the admin completed', () => {
    const completed = {
      name: 'Makerere Light Campus',
      location: 'Kikoni, near Makerere University',
      leaderName: 'Esther Achieng',
      contactInfo: '+256 700 123 456',
      meetingSchedule: 'Thursdays, 6:30 PM',
      isActive: true,
      images: [{ url: SAMPLE_IMAGE_URL, alt: 'The living room' }],
    };
    const approveWith = (id: string, payload: object) =>
      call(server, 'PUT', `/api/light-campuses/admin/applications/${id}/approve`, {
        token: adminToken,
        payload,
      });

    it('opens the campus as completed, schedule, photo and public contact included', async () => {
      const { application } = await proposeAs('Makerere');
      const response = await approveWith(application._id, { campus: completed });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...application, status: 'Approved' });

      const campuses = await publicCampuses();
      expect(campuses).toEqual([
        {
          _id: expect.any(String) as string,
          ...completed,
          images: [expect.objectContaining({ url: SAMPLE_IMAGE_URL, alt: 'The living room' })],
        },
      ]);
      const [stored] = await server.database.db.select().from(campusApplications);
      expect(stored?.campusId).toBe(campuses[0]!._id);
    });

    it('refuses an incomplete campus, naming the field, and leaves the proposal Pending', async () => {
      const { application } = await proposeAs('Makerere');
      const response = await approveWith(application._id, {
        campus: { ...completed, meetingSchedule: '  ' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'campus.meetingSchedule' });
      expect(await adminCampuses()).toEqual([]);
      const [stored] = (await listApplications()).json<CampusApplication[]>();
      expect(stored?.status).toBe('Pending');
    });

    it('opens nothing for a proposal already decided', async () => {
      const { application } = await proposeAs('Makerere');
      expect((await decide(application._id, 'reject')).statusCode).toBe(200);
      const response = await approveWith(application._id, { campus: completed });
      expect(response.statusCode).toBe(409);
      expect(await adminCampuses()).toEqual([]);
    });
  });

  it('decides only once: a second approve or a reject after it is a 409 and opens no second campus', async () => {
    const { application } = await proposeAs('Makerere');
    expect((await decide(application._id, 'approve')).statusCode).toBe(200);
    for (const action of ['approve', 'reject'] as const) {
      const again = await decide(application._id, action);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This application has already been decided.' });
    }
    expect(await adminCampuses()).toHaveLength(1);
  });

  it('two admins approving at the same moment open one campus', async () => {
    const { application } = await proposeAs('Makerere');
    const statuses = (
      await Promise.all([decide(application._id, 'approve'), decide(application._id, 'approve')])
    )
      .map((response) => response.statusCode)
      .sort();
    expect(statuses).toEqual([200, 409]);
    expect(await adminCampuses()).toHaveLength(1);
  });

  it('rejecting opens no campus, and a rejected proposal cannot be approved later', async () => {
    const { application } = await proposeAs('Makerere');
    const rejected = await decide(application._id, 'reject');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ _id: application._id, status: 'Rejected' });
    expect((await decide(application._id, 'approve')).statusCode).toBe(409);
    expect(await adminCampuses()).toEqual([]);
  });

  it('answers 404 for an unknown or malformed application id', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      for (const action of ['approve', 'reject'] as const) {
        const response = await decide(id, action);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Application not found' });
      }
    }
  });

  it('keeps members and visitors from deciding: 401 signed out, 403 for a member', async () => {
    const { member, application } = await proposeAs('Makerere');
    for (const action of ['approve', 'reject'] as const) {
      expect((await decide(application._id, action, null)).statusCode).toBe(401);
      expect((await decide(application._id, action, member.token)).statusCode).toBe(403);
    }
    expect(await adminCampuses()).toEqual([]);
  });
});
