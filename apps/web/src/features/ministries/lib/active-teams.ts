import type { MinistryTeam } from '@torch/contract';

/** The teams the public pages show: a team an admin has paused is hidden from visitors. */
export function activeTeams(teams: MinistryTeam[]): MinistryTeam[] {
  return teams.filter((team) => team.isActive);
}
