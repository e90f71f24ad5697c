import type { MinistryTeam, MinistryTeamInput } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { adminToken, adminWrites, call, server, serverPerTest } from '../../../test/harness';
import { SAMPLE_IMAGE_URL } from '../../../test/test-server';

serverPerTest({ admin: true });

const writes = adminWrites<MinistryTeam>('/api/ministry-teams');
const { post, remove, add: addTeam, edit } = writes;

const team = (name: string, extra: Partial<MinistryTeamInput> = {}): MinistryTeamInput => ({
  name,
  leaderName: 'Grace Nakato',
  contactEmail: 'worship@torchfellowship.org',
  description: `The ${name} team leads the church in song.`,
  imageUrl: SAMPLE_IMAGE_URL,
  ...extra,
});
const publicNames = async () =>
  (await call(server, 'GET', '/api/ministry-teams/public'))
    .json<MinistryTeam[]>()
    .map((row) => row.name);
const adminNames = async () =>
  (await call(server, 'GET', '/api/ministry-teams/admin', { token: adminToken }))
    .json<MinistryTeam[]>()
    .map((row) => row.name);

describe('an admin managing ministry teams', () => {
  it('adds a team, active by default, that visitors then see on the Serve page', async () => {
    const created = await addTeam(team('Worship'));
    expect(created).toEqual({
      _id: expect.any(String) as string,
      ...team('Worship'),
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
    const edited = await edit(
      created._id,
      team('Media & Tech', { isActive: false, leaderName: 'Brian Ssemakula' }),
    );
    expect(edited).toMatchObject({
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
    const response = await remove(created._id);
    expect(response.statusCode).toBe(204);
    expect(await adminNames()).toEqual([]);
    expect(await publicNames()).toEqual([]);
  });

  it('refuses a team without an image, naming the field, and a bad contact e-mail', async () => {
    const noImage = await post({ ...team('Worship'), imageUrl: '' });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toEqual({ message: 'An image is required.', field: 'imageUrl' });
    const badEmail = await post({ ...team('Worship'), contactEmail: 'not-an-address' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json<{ field: string }>().field).toBe('contactEmail');
    expect(await adminNames()).toEqual([]);
  });

  it('answers 404 for an unknown or malformed team id', async () => {
    await writes.expectUnknownIds(team('Worship'), 'Team not found');
  });
});

describe('who may manage teams', () => {
  it('asks a signed-out visitor to sign in (401) and refuses a member (403)', async () => {
    const created = await addTeam(team('Worship'));
    await writes.expectAdminOnly(created._id, team('Hijacked'), [
      ['GET', '/api/ministry-teams/admin'],
    ]);
    expect(await adminNames()).toEqual(['Worship']);
  });
});
