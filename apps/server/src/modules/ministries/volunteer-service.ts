/**
 * Volunteer applications: a member asks to join a team (one open application per team), and
 * the admins approve or reject it once.
 */
import {
  teamNotFoundMessage,
  volunteerApplicationNotFoundMessage,
  type ApplicationListQuery,
  type MyVolunteerApplication,
  type Page,
  type PageQuery,
  type VolunteerApplication,
  type applicationDecisionSchema,
  type volunteerApplicationInputSchema,
} from '@torch/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { countMatches } from '../../db/contains-text';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { afterCursor, cursorKey, newestFirst, orderBy, toPage } from '../../db/paging';
import { ministryTeams, users, volunteerApplications } from '../../db/schema';
import { conflict, notFound } from '../../http/app-error';
import { afterDecision } from '../application-decision';
import type { Notifier } from '../notifications/service';
import { notices } from '../notifications/templates';
import { toMyVolunteerApplicationDto, toVolunteerApplicationDto } from './presenter';

export const ALREADY_PENDING = 'You already have a pending application for this team.';

/** Who applies: taken from the verified token, never from the body. */
export type Applicant = Pick<Viewer, 'id' | 'fullName' | 'email'>;

export class VolunteerService {
  constructor(
    private readonly db: Database,
    private readonly notifier: Notifier,
  ) {}

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
      const row = await this.notifier.transaction(async (tx, notify) => {
        const [inserted] = await tx
          .insert(volunteerApplications)
          .values({ teamId: input.teamId, userId: applicant.id, message: input.message })
          .returning();
        await notify.admins(
          notices.newVolunteerApplication({ fullName: applicant.fullName, teamName: team.name }),
        );
        return inserted!;
      });
      return toVolunteerApplicationDto(row, team.name, applicant);
    } catch (error) {
      // The partial unique index decides, so two simultaneous applies still leave one row.
      if (isUniqueViolation(error)) throw conflict(ALREADY_PENDING);
      // The team was deleted between the check and the insert.
      if (isForeignKeyViolation(error)) throw notFound(teamNotFoundMessage);
      throw error;
    }
  }

  /** Every application, or those of one status, newest first: the admins' Applications tab. */
  async listAll(query: ApplicationListQuery): Promise<Page<VolunteerApplication>> {
    const ordering = newestFirst(volunteerApplications);
    const filter = query.status ? eq(volunteerApplications.status, query.status) : undefined;
    const rows = await this.selectWithNames({ cursorKey: cursorKey(ordering) })
      .where(and(filter, afterCursor(ordering, query.cursor)))
      .orderBy(...orderBy(ordering))
      .limit(query.limit + 1);
    const total = await countMatches(this.db, volunteerApplications, filter, undefined);
    return toPage(rows, query, total, ({ application, teamName, fullName, email }) =>
      toVolunteerApplicationDto(application, teamName, { fullName, email }),
    );
  }

  /** The member's own applications, newest first, a page at a time. */
  async listMine(userId: string, query: PageQuery): Promise<Page<MyVolunteerApplication>> {
    const ordering = newestFirst(volunteerApplications);
    const mine = eq(volunteerApplications.userId, userId);
    const rows = await this.db
      .select({
        application: volunteerApplications,
        teamName: ministryTeams.name,
        cursorKey: cursorKey(ordering),
      })
      .from(volunteerApplications)
      .innerJoin(ministryTeams, eq(ministryTeams.id, volunteerApplications.teamId))
      .where(and(mine, afterCursor(ordering, query.cursor)))
      .orderBy(...orderBy(ordering))
      .limit(query.limit + 1);
    const total = await countMatches(this.db, volunteerApplications, mine, undefined);
    return toPage(rows, query, total, ({ application, teamName }) =>
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
    const updated = await this.notifier.transaction(async (tx, notify) => {
      const decided = await tx
        .update(volunteerApplications)
        .set({ status: decision.status, decidedAt: new Date() })
        .where(and(eq(volunteerApplications.id, id), eq(volunteerApplications.status, 'Pending')))
        .returning({ userId: volunteerApplications.userId, teamId: volunteerApplications.teamId });
      for (const { userId, teamId } of decided) {
        const [team] = await tx
          .select({ name: ministryTeams.name })
          .from(ministryTeams)
          .where(eq(ministryTeams.id, teamId));
        await notify.member(
          userId,
          notices.volunteerDecision({ teamName: team!.name, status: decision.status }),
        );
      }
      return decided;
    });
    const [found] = await this.selectWithNames().where(eq(volunteerApplications.id, id));
    const row = afterDecision(found, updated.length > 0, volunteerApplicationNotFoundMessage);
    return toVolunteerApplicationDto(row.application, row.teamName, row);
  }

  private selectWithNames<Extra extends Record<string, SQL>>(extra: Extra = {} as Extra) {
    return this.db
      .select({
        ...extra,
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
