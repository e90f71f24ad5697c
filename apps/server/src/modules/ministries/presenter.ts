/**
 * The one place ministry rows become the API's team and application shapes (docs/product.md#data).
 */
import type { MinistryTeam, MyVolunteerApplication, VolunteerApplication } from '@torch/contract';
import type { ministryTeams, volunteerApplications } from '../../db/schema';

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

/** An application as the admins' Applications tab lists it: with its team's and applicant's names. */
export function toVolunteerApplicationDto(
  row: typeof volunteerApplications.$inferSelect,
  teamName: string,
  applicant: { fullName: string; email: string },
): VolunteerApplication {
  return {
    _id: row.id,
    teamName,
    userName: applicant.fullName,
    userEmail: applicant.email,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A member's own application: enough for the Serve page to badge the team. */
export function toMyVolunteerApplicationDto(
  row: typeof volunteerApplications.$inferSelect,
  teamName: string,
): MyVolunteerApplication {
  return {
    _id: row.id,
    teamId: row.teamId,
    teamName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
