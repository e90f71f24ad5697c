import type { MinistryTeam, MinistryTeamInput } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { adminToken, call, server, serverPerTest } from '../../../test/harness';
import { createUser, SAMPLE_IMAGE_URL } from '../../../test/test-server';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

serverPerTest({ admin: true });

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null = adminToken,
  payload?: object,
) => call(server, method, url, { token, payload });

const team = (name: string, extra: Partial<MinistryTeamInput> = {}): MinistryTeamInput => ({
  name,
  leaderName: 'Grace Nakato',
  contactEmail: 'worship@torchfellowship.org',
  description: `The ${name} team leads the church in song.`,
  imageUrl: SAMPLE_IMAGE_URL,
  ...extra,
});
const addTeam = async (input: MinistryTeamInput) => {
  const response = await send('POST', '/api/ministry-teams', adminToken, input);
  expect(response.statusCode).toBe(201);
  return response.json<MinistryTeam>();
};
const publicNames = async () =>
  (await send('GET', '/api/ministry-teams/public', null))
    .json<MinistryTeam[]>()
    .map((row) => row.name);
const adminNames = async () =>
  (await send('GET', '/api/ministry-teams/admin')).json<MinistryTeam[]>().map((row) => row.name);

describe('an admin managing ministry teams', () => {
  it('adds a team, active by default, that visitors then see on the Serve page', async () => {
    const created = await addTeam(team('Worship'));
    expect(created).toEqual({
      _id: expect.any(String) as string,
      name: 'Worship',
      leaderName: 'Grace Nakato',
      contactEmail: 'worship@torchfellowship.org',
      description: 'The Worship team leads the church in song.',
      imageUrl: SAMPLE_IMAGE_URL,
      isActive: true,
    });
    expect(await publicNames()).toEqual(['Worship']);
  });

  it('lists inactive teams to admins while visitors see only the active ones', async () => {
    await addTeam(team('Worship'));
    await addTeam(team('Retired Choir', { isActive: false }));
    expect(await adminNames()).toEqual(['Worship', 'Retired Choir']);
    expect(await publicNames()).toEqual(['Worship']);
  });

  it('edits a team; switching it off hides it from the public list', async () => {
    const created = await addTeam(team('Media'));
    const response = await send(
      'PUT',
      `/api/ministry-teams/${created._id}`,
      adminToken,
      team('Media & Tech', { isActive: false, leaderName: 'Brian Ssemakula' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<MinistryTeam>()).toMatchObject({
      _id: created._id,
      name: 'Media & Tech',
      leaderName: 'Brian Ssemakula',
      isActive: false,
    });
    expect(await publicNames()).toEqual([]);
    expect(await adminNames()).toEqual(['Media & Tech']);
  });

  it('deletes a team (204) and it is gone from both lists', async () => {
    const created = await addTeam(team('Ushering'));
    const response = await send('DELETE', `/api/ministry-teams/${created._id}`);
    expect(response.statusCode).toBe(204);
    expect(await adminNames()).toEqual([]);
    expect(await publicNames()).toEqual([]);
  });

  it('refuses a team without an image, naming the field, and a bad contact e-mail', async () => {
    const noImage = await send('POST', '/api/ministry-teams', adminToken, {
      ...team('Worship'),
      imageUrl: '',
    });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toEqual({ message: 'An image is required.', field: 'imageUrl' });
    const badEmail = await send('POST', '/api/ministry-teams', adminToken, {
      ...team('Worship'),
      contactEmail: 'not-an-address',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json<{ field: string }>().field).toBe('contactEmail');
    expect(await adminNames()).toEqual([]);
  });

  it('answers 404 for an unknown or malformed team id', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const edit = await send('PUT', `/api/ministry-teams/${id}`, adminToken, team('Worship'));
      expect(edit.statusCode).toBe(404);
      expect(edit.json()).toEqual({ message: 'Team not found' });
      expect((await send('DELETE', `/api/ministry-teams/${id}`)).statusCode).toBe(404);
    }
  });
});

describe('who may manage teams', () => {
  it('asks a signed-out visitor to sign in (401) and refuses a member (403)', async () => {
    const created = await addTeam(team('Worship'));
    const member = await createUser(server);
    const attempts = [
      ['GET', '/api/ministry-teams/admin'],
      ['POST', '/api/ministry-teams'],
      ['PUT', `/api/ministry-teams/${created._id}`],
      ['DELETE', `/api/ministry-teams/${created._id}`],
    ] as const;
    for (const [method, url] of attempts) {
      const payload = method === 'POST' || method === 'PUT' ? team('Hijacked') : undefined;
      expect((await send(method, url, null, payload)).statusCode).toBe(401);
      expect((await send(method, url, member.token, payload)).statusCode).toBe(403);
    }
    expect(await adminNames()).toEqual(['Worship']);
  });
});
