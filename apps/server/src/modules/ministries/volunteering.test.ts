import type { MyVolunteerApplication, VolunteerApplication } from '@torch/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ministryTeams, volunteerApplications } from '../../db/schema';
import { adminToken, call, readOk, server, serverPerTest, UNKNOWN_ID } from '../../../test/harness';
import { createUser } from '../../../test/test-server';
import { MEMBER_APPLICATIONS_PER_MINUTE as VOLUNTEER_APPLY_LIMIT_PER_MINUTE } from '../../http/member-application-limit';

serverPerTest({ admin: true });

const SARAH = { fullName: 'Sarah Namuli', email: 'sarah@example.org' };

/** Factory: a stored team, active unless told otherwise. */
async function createTeam(name: string, isActive = true) {
  const [row] = await server.database.db
    .insert(ministryTeams)
    .values({
      name,
      leaderName: 'Grace Nakato',
      contactEmail: 'serve@torchfellowship.org',
      description: `The ${name} team.`,
      isActive,
    })
    .returning();
  return row!;
}

const apply = (token: string | null, payload: object) =>
  call(server, 'POST', '/api/volunteer/apply', { token, payload });
const listApplications = (token: string | null = adminToken) =>
  call(server, 'GET', '/api/volunteer/applications', { token });
const decide = (id: string, payload: object, token: string | null = adminToken) =>
  call(server, 'PUT', `/api/volunteer/applications/${id}`, { token, payload });
const mine = (token: string) => readOk<MyVolunteerApplication[]>('/api/volunteer/mine', token);
/** Factory: a new member's Pending application to a new Worship team. */
async function pendingApplication(message = 'Keys.') {
  const worship = await createTeam('Worship');
  const member = await createUser(server);
  const response = await apply(member.token, { teamId: worship.id, message });
  return { worship, member, application: response.json<VolunteerApplication>() };
}
const storedApplications = () => server.database.db.select().from(volunteerApplications);

describe('a member applying to join a team', () => {
  it('stores a Pending application under the signed-in account, whatever the body claims', async () => {
    const worship = await createTeam('Worship');
    const member = await createUser(server, SARAH);
    const other = await createUser(server);
    const response = await apply(member.token, {
      teamId: worship.id,
      message: 'I play keyboard and would love to serve on Sundays.',
      status: 'Approved',
      userId: other.user.id,
      userName: 'Someone Else',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      _id: expect.any(String) as string,
      teamName: 'Worship',
      userName: 'Sarah Namuli',
      userEmail: 'sarah@example.org',
      message: 'I play keyboard and would love to serve on Sundays.',
      status: 'Pending',
      createdAt: expect.any(String) as string,
    });
    const [stored] = await storedApplications();
    expect(stored).toMatchObject({ userId: member.user.id, status: 'Pending' });
  });

  it('asks a signed-out visitor to sign in', async () => {
    const worship = await createTeam('Worship');
    const response = await apply(null, { teamId: worship.id, message: 'Count me in.' });
    expect(response.statusCode).toBe(401);
    expect(await storedApplications()).toEqual([]);
  });

  it('requires a message, naming the field', async () => {
    const worship = await createTeam('Worship');
    const member = await createUser(server);
    const response = await apply(member.token, { teamId: worship.id, message: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Message is required', field: 'message' });
  });

  it('answers 404 for an unknown team and for an inactive one, which visitors cannot see', async () => {
    const retired = await createTeam('Retired Choir', false);
    const member = await createUser(server);
    const publicTeams = await call(server, 'GET', '/api/ministry-teams/public');
    expect(publicTeams.json()).toEqual([]);
    for (const teamId of [retired.id, UNKNOWN_ID]) {
      const response = await apply(member.token, { teamId, message: 'Count me in.' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Team not found' });
    }
    expect(await storedApplications()).toEqual([]);
  });

  it('refuses a second Pending application to the same team with 409, but allows another team', async () => {
    const worship = await createTeam('Worship');
    const ushers = await createTeam('Ushers');
    const member = await createUser(server);
    expect((await apply(member.token, { teamId: worship.id, message: 'First.' })).statusCode).toBe(
      201,
    );
    const again = await apply(member.token, { teamId: worship.id, message: 'Second.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'You already have a pending application for this team.',
    });
    expect((await apply(member.token, { teamId: ushers.id, message: 'Also.' })).statusCode).toBe(
      201,
    );
    expect(await storedApplications()).toHaveLength(2);
  });

  it('keeps exactly one application when the same member applies twice at the same moment', async () => {
    const worship = await createTeam('Worship');
    const member = await createUser(server);
    const statuses = (
      await Promise.all([
        apply(member.token, { teamId: worship.id, message: 'Tap one.' }),
        apply(member.token, { teamId: worship.id, message: 'Tap two.' }),
      ])
    )
      .map((response) => response.statusCode)
      .sort();
    expect(statuses).toEqual([201, 409]);
    expect(await storedApplications()).toHaveLength(1);
  });

  it('may apply again once the earlier application was decided', async () => {
    const { worship, member, application: first } = await pendingApplication('First.');
    expect((await decide(first._id, { status: 'Rejected' })).statusCode).toBe(200);
    expect((await apply(member.token, { teamId: worship.id, message: 'Again.' })).statusCode).toBe(
      201,
    );
  });

  it(`stops a member after ${VOLUNTEER_APPLY_LIMIT_PER_MINUTE} applications a minute with 429`, async () => {
    const member = await createUser(server);
    const statuses: number[] = [];
    for (let i = 0; i <= VOLUNTEER_APPLY_LIMIT_PER_MINUTE; i += 1) {
      statuses.push((await apply(member.token, { teamId: UNKNOWN_ID, message: 'Hi' })).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The limit is the member's own: someone else still gets through.
    const neighbour = await createUser(server);
    expect((await apply(neighbour.token, { teamId: UNKNOWN_ID, message: 'Hi' })).statusCode).toBe(
      404,
    );
  });
});

describe("a member's own applications", () => {
  it('lists only theirs, with team and status, so the Serve page can badge those teams', async () => {
    const worship = await createTeam('Worship');
    const ushers = await createTeam('Ushers');
    const member = await createUser(server);
    const other = await createUser(server);
    const toWorship = (
      await apply(member.token, { teamId: worship.id, message: 'Keys.' })
    ).json<VolunteerApplication>();
    await apply(member.token, { teamId: ushers.id, message: 'Doors.' });
    await apply(other.token, { teamId: ushers.id, message: 'Me too.' });
    await decide(toWorship._id, { status: 'Approved' });

    const applications = await mine(member.token);
    expect(
      applications.map(({ teamId, teamName, status }) => ({ teamId, teamName, status })),
    ).toEqual(
      expect.arrayContaining([
        { teamId: worship.id, teamName: 'Worship', status: 'Approved' },
        { teamId: ushers.id, teamName: 'Ushers', status: 'Pending' },
      ]),
    );
    expect(applications).toHaveLength(2);
  });

  it('asks a signed-out visitor to sign in', async () => {
    const response = await call(server, 'GET', '/api/volunteer/mine');
    expect(response.statusCode).toBe(401);
  });
});

describe('admins deciding on applications', () => {
  it('lists every application newest first with team, applicant name and e-mail', async () => {
    const worship = await createTeam('Worship');
    const sarah = await createUser(server, SARAH);
    const peter = await createUser(server, {
      fullName: 'Peter Okello',
      email: 'peter@example.org',
    });
    const first = (
      await apply(sarah.token, { teamId: worship.id, message: 'Keys.' })
    ).json<VolunteerApplication>();
    await apply(peter.token, { teamId: worship.id, message: 'Drums.' });
    // Make the order independent of how fast the two requests ran.
    await server.database.db
      .update(volunteerApplications)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(volunteerApplications.id, first._id));

    const response = await listApplications();
    expect(response.statusCode).toBe(200);
    const rows = response.json<VolunteerApplication[]>();
    expect(rows.map((row) => [row.teamName, row.userName, row.userEmail, row.message])).toEqual([
      ['Worship', 'Peter Okello', 'peter@example.org', 'Drums.'],
      ['Worship', 'Sarah Namuli', 'sarah@example.org', 'Keys.'],
    ]);
    expect(rows.every((row) => row.status === 'Pending')).toBe(true);
  });

  it('approves a Pending application once; a second decision is a 409', async () => {
    const { application } = await pendingApplication();

    const approved = await decide(application._id, { status: 'Approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ _id: application._id, status: 'Approved' });

    for (const status of ['Rejected', 'Approved']) {
      const again = await decide(application._id, { status });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This application has already been decided.' });
    }
    const [stored] = await storedApplications();
    expect(stored?.status).toBe('Approved');
  });

  it('lets exactly one of two simultaneous decisions win', async () => {
    const { application } = await pendingApplication();
    const statuses = (
      await Promise.all([
        decide(application._id, { status: 'Approved' }),
        decide(application._id, { status: 'Rejected' }),
      ])
    )
      .map((response) => response.statusCode)
      .sort();
    expect(statuses).toEqual([200, 409]);
  });

  it('accepts only Approved or Rejected, naming the field', async () => {
    const { application } = await pendingApplication();
    for (const payload of [{ status: 'Pending' }, {}]) {
      const response = await decide(application._id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Status must be Approved or Rejected',
        field: 'status',
      });
    }
  });

  it('answers 404 for an unknown or malformed application id', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const response = await decide(id, { status: 'Approved' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Application not found' });
    }
  });

  it('keeps members and visitors out: 401 signed out, 403 for a member', async () => {
    const { member, application } = await pendingApplication();
    expect((await listApplications(null)).statusCode).toBe(401);
    expect((await listApplications(member.token)).statusCode).toBe(403);
    expect((await decide(application._id, { status: 'Approved' }, null)).statusCode).toBe(401);
    expect((await decide(application._id, { status: 'Approved' }, member.token)).statusCode).toBe(
      403,
    );
    const [stored] = await storedApplications();
    expect(stored?.status).toBe('Pending');
  });
});
