import type { MinistryTeam } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { server, serverPerTest } from '../../../test/harness';
import { ministryTeams } from '../../db/schema';

serverPerTest();

/** Factory: a stored team; `minutesAgo` sets when it was added. */
const createTeam = (name: string, minutesAgo: number, isActive = true) =>
  server.database.db.insert(ministryTeams).values({
    name,
    leaderName: 'Grace Nakato',
    contactEmail: 'worship@torchfellowship.org',
    description: `The ${name} team.`,
    imageUrl: null,
    isActive,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });

describe('the public ministries list', () => {
  it('shows visitors the active teams in the order they were added, with the specification field names', async () => {
    await createTeam('Youth', 1);
    await createTeam('Worship', 30);
    await createTeam('Retired Choir', 20, false);
    await createTeam('Media & Tech', 10);

    const response = await server.app.inject({ method: 'GET', url: '/api/ministry-teams/public' });
    expect(response.statusCode).toBe(200);
    const teams = response.json<MinistryTeam[]>();
    expect(teams.map((team) => team.name)).toEqual(['Worship', 'Media & Tech', 'Youth']);
    expect(teams[0]).toEqual({
      _id: expect.any(String) as string,
      name: 'Worship',
      leaderName: 'Grace Nakato',
      contactEmail: 'worship@torchfellowship.org',
      description: 'The Worship team.',
      imageUrl: null,
      isActive: true,
    });
  });

  it('is an empty list when no team is active', async () => {
    await createTeam('Retired Choir', 5, false);
    const response = await server.app.inject({ method: 'GET', url: '/api/ministry-teams/public' });
    expect(response.json()).toEqual([]);
  });
});
