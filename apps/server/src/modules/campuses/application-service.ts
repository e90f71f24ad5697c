/**
 * Campus proposals ('Start a Campus'): a member proposes, an admin approves once (which opens
 * the campus) or rejects once.
 */
import {
  campusApplicationNotFoundMessage,
  type ApplicationListQuery,
  type CampusApplication,
  type Page,
  type campusApplicationInputSchema,
  type lightCampusInputSchema,
} from '@torch/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { countMatches } from '../../db/contains-text';
import { afterCursor, cursorKey, newestFirst, orderBy, toPage } from '../../db/paging';
import { campusApplications, lightCampuses, users } from '../../db/schema';
import type { Viewer } from '../../auth/sessions';
import { afterDecision } from '../application-decision';
import type { Notifier } from '../notifications/service';
import { notices, type Notice } from '../notifications/templates';
import { toCampusApplicationDto } from './presenter';
import { stampCampusImages, toCampusColumns } from './service';

/** An approved proposal says nothing about when the campus meets; the admin fills it in later. */
export const SCHEDULE_TO_BE_ANNOUNCED = 'To be announced';

/** Who proposes: from the verified token, never from the body. */
export type Proposer = Pick<Viewer, 'id' | 'fullName' | 'avatarUrl'>;

export class CampusApplicationService {
  constructor(
    private readonly db: Database,
    private readonly notifier: Notifier,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async submit(
    input: z.output<typeof campusApplicationInputSchema>,
    proposer: Proposer,
  ): Promise<CampusApplication> {
    const row = await this.notifier.transaction(async (tx, notify) => {
      const [inserted] = await tx
        .insert(campusApplications)
        .values({
          userId: proposer.id,
          applicantName: proposer.fullName,
          proposedCampusName: input.proposedCampusName,
          proposedLocation: input.proposedLocation,
          proposedLeaderName: input.proposedLeaderName,
          contactInfo: input.contactInfo,
          missionStatement: input.missionStatement,
        })
        .returning();
      await notify.admins(
        notices.newCampusProposal({
          applicantName: proposer.fullName,
          campusName: input.proposedCampusName,
        }),
      );
      return inserted!;
    });
    return toCampusApplicationDto(row, proposer.avatarUrl);
  }

  /** Every proposal, or those of one status, newest first: the admins' Applications tab. */
  async listAll(query: ApplicationListQuery): Promise<Page<CampusApplication>> {
    const ordering = newestFirst(campusApplications);
    const filter = query.status ? eq(campusApplications.status, query.status) : undefined;
    const rows = await this.selectWithAvatar({ cursorKey: cursorKey(ordering) })
      .where(and(filter, afterCursor(ordering, query.cursor)))
      .orderBy(...orderBy(ordering))
      .limit(query.limit + 1);
    const total = await countMatches(this.db, campusApplications, filter, undefined);
    return toPage(rows, query, total, ({ application, avatarUrl }) =>
      toCampusApplicationDto(application, avatarUrl),
    );
  }

  /**
   * Approves a Pending proposal and opens an active campus from it, in one transaction: either
   * both happen or neither. The status check sits in the UPDATE, so a second approval (or two
   * admins at once) cannot open a second campus. Without `completed`, the campus is what the
   * proposal said (the original API's approval); with it, the campus is as the admin
   * completed it in the same step, so it is never public half-made.
   */
  async approve(
    id: string,
    completed?: { campus: z.output<typeof lightCampusInputSchema>; admin: { id: string } },
  ): Promise<CampusApplication> {
    const approved = await this.notifier.transaction(async (tx, notify) => {
      const [application] = await tx
        .update(campusApplications)
        .set({ status: 'Approved', decidedAt: this.now() })
        .where(and(eq(campusApplications.id, id), eq(campusApplications.status, 'Pending')))
        .returning();
      if (!application) return false;
      const [campus] = await tx
        .insert(lightCampuses)
        .values(
          completed
            ? {
                ...toCampusColumns(completed.campus),
                images: stampCampusImages(completed.campus.images, [], completed.admin, this.now()),
              }
            : {
                name: application.proposedCampusName,
                location: application.proposedLocation,
                leaderName: application.proposedLeaderName,
                contactInfo: application.contactInfo,
                meetingSchedule: SCHEDULE_TO_BE_ANNOUNCED,
                isActive: true,
                images: [],
              },
        )
        .returning({ id: lightCampuses.id });
      await tx
        .update(campusApplications)
        .set({ campusId: campus!.id })
        .where(eq(campusApplications.id, id));
      await tellProposer(application, 'Approved', notify.member);
      return true;
    });
    return this.answerDecision(id, approved);
  }

  async reject(id: string): Promise<CampusApplication> {
    const rejected = await this.notifier.transaction(async (tx, notify) => {
      const [application] = await tx
        .update(campusApplications)
        .set({ status: 'Rejected', decidedAt: this.now() })
        .where(and(eq(campusApplications.id, id), eq(campusApplications.status, 'Pending')))
        .returning();
      if (application) await tellProposer(application, 'Rejected', notify.member);
      return Boolean(application);
    });
    return this.answerDecision(id, rejected);
  }

  private async answerDecision(id: string, decided: boolean): Promise<CampusApplication> {
    const [found] = await this.selectWithAvatar().where(eq(campusApplications.id, id));
    const row = afterDecision(found, decided, campusApplicationNotFoundMessage);
    return toCampusApplicationDto(row.application, row.avatarUrl);
  }

  private selectWithAvatar<Extra extends Record<string, SQL>>(extra: Extra = {} as Extra) {
    return this.db
      .select({ ...extra, application: campusApplications, avatarUrl: users.avatarUrl })
      .from(campusApplications)
      .leftJoin(users, eq(users.id, campusApplications.userId))
      .$dynamic();
  }
}

/** The member who proposed the campus hears the decision (when their account still exists). */
async function tellProposer(
  application: typeof campusApplications.$inferSelect,
  status: 'Approved' | 'Rejected',
  tell: (userId: string, notice: Notice) => Promise<void>,
) {
  if (application.userId)
    await tell(
      application.userId,
      notices.campusDecision({ campusName: application.proposedCampusName, status }),
    );
}
