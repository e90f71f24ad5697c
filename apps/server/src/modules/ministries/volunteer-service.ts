/**
 * Volunteer applications: a member asks to join a team (one open application per team), and
 * the admins approve or reject it once.
 */
import {
  teamNotFoundMessage,
  volunteerApplicationNotFoundMessage,
  type MyVolunteerApplication,
  type VolunteerApplication,
  type applicationDecisionSchema,
  type volunteerApplicationInputSchema,
} from '@torch/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { ministryTeams, users, volunteerApplications } from '../../db/schema';
import { conflict, notFound } from '../../http/app-error';
import { afterDecision } from '../application-decision';
import { toMyVolunteerApplicationDto, toVolunteerApplicationDto } from './presenter';

export const ALREADY_PENDING = 'You already have a pending application for this team.';

/** Who applies: taken from the verified token, never from the body. */
export type Applicant = Pick<Viewer, 'id' | 'fullName' | 'email'>;

export class VolunteerService {
  constructor(private readonly db: Database) {}

  async apply(
    input: z.output<typeof volunteerApplicationInputSchema>,
    applicant: Applicant,
  ): Promise<VolunteerApplication> {
    // An inactive team is hidden from the Serve page, so for an applicant it does not exist.
    const [team] = await this.db
      .select({ name: ministryTeams.name })
      .from(ministryTeams)
      .where(and(eq(ministryTeams.id, input.teamId), eq(ministryTeams.isActive, true)));
    if (!team) throw notFound(teamNotFoundMessage);
    try {
      const [row] = await this.db
        .insert(volunteerApplications)
        .values({ teamId: input.teamId, userId: applicant.id, message: input.message })
        .returning();
      return toVolunteerApplicationDto(row!, team.name, applicant);
    } catch (error) {
      // The partial unique index decides, so two simultaneous applies still leave one row.
      if (isUniqueViolation(error)) throw conflict(ALREADY_PENDING);
      // The team was deleted between the check and the insert.
      if (isForeignKeyViolation(error)) throw notFound(teamNotFoundMessage);
      throw error;
    }
  }

  /** Every application, newest first, for the admins' Applications tab. */
  async listAll(): Promise<VolunteerApplication[]> {
    const rows = await this.selectWithNames().orderBy(
      desc(volunteerApplications.createdAt),
      desc(volunteerApplications.id),
    );
    return rows.map(({ application, teamName, fullName, email }) =>
      toVolunteerApplicationDto(application, teamName, { fullName, email }),
    );
  }

  /** The member's own applications, newest first. */
  async listMine(userId: string): Promise<MyVolunteerApplication[]> {
    const rows = await this.db
      .select({ application: volunteerApplications, teamName: ministryTeams.name })
      .from(volunteerApplications)
      .innerJoin(ministryTeams, eq(ministryTeams.id, volunteerApplications.teamId))
      .where(eq(volunteerApplications.userId, userId))
      .orderBy(desc(volunteerApplications.createdAt), desc(volunteerApplications.id));
    return rows.map(({ application, teamName }) =>
      toMyVolunteerApplicationDto(application, teamName),
    );
  }

  /**
   * Approves or rejects a Pending application. The status check is part of the UPDATE, so of
   * two admins deciding at once exactly one wins and the other gets a 409.
   */
  async decide(
    id: string,
    decision: z.output<typeof applicationDecisionSchema>,
  ): Promise<VolunteerApplication> {
    const updated = await this.db
      .update(volunteerApplications)
      .set({ status: decision.status, decidedAt: new Date() })
      .where(and(eq(volunteerApplications.id, id), eq(volunteerApplications.status, 'Pending')))
      .returning({ id: volunteerApplications.id });
    const [found] = await this.selectWithNames().where(eq(volunteerApplications.id, id));
    const row = afterDecision(found, updated.length > 0, volunteerApplicationNotFoundMessage);
    return toVolunteerApplicationDto(row.application, row.teamName, row);
  }

  private selectWithNames() {
    return this.db
      .select({
        application: volunteerApplications,
        teamName: ministryTeams.name,
        fullName: users.fullName,
        email: users.email,
      })
      .from(volunteerApplications)
      .innerJoin(ministryTeams, eq(ministryTeams.id, volunteerApplications.teamId))
      .innerJoin(users, eq(users.id, volunteerApplications.userId))
      .$dynamic();
  }
}
