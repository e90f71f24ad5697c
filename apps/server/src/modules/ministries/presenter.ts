/** The one place a ministry team row becomes the API's team shape (document 2 §3). */
import type { MinistryTeam } from '@torch/contract';
import type { ministryTeams } from '../../db/schema';

export function toMinistryTeamDto(row: typeof ministryTeams.$inferSelect): MinistryTeam {
  return {
    _id: row.id,
    name: row.name,
    leaderName: row.leaderName,
    contactEmail: row.contactEmail,
    description: row.description,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
  };
}
