/** Prayer requests: anyone may ask; the wall shows public ones; the staff see and tend them all. */
import {
  type PrayerRequest,
  type prayerRequestInputSchema,
  prayerRequestNotFoundMessage,
  type prayerRequestUpdateSchema,
  type Page,
  type PageQuery,
  type PrayerFilter,
  type PublicPrayerRequest,
} from '@torch/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { containsText } from '../../db/contains-text';
import { newestFirst } from '../../db/paging';
import { tablePage } from '../../db/table-page';
import { updateById } from '../../db/rows-by-id';
import { prayerRequests } from '../../db/schema';
import { notFound } from '../../http/app-error';
import type { Notifier } from '../notifications/service';
import { notices } from '../notifications/templates';
import { toPrayerRequestDto, toPublicPrayerRequestDto } from './presenter';

type PrayerRow = typeof prayerRequests.$inferSelect;

const newest = newestFirst(prayerRequests);

/** The expression of the `prayer_requests_search_idx` trigram index (migration 0006). */
export const searchedText = sql`lower(${prayerRequests.name} || ' ' || ${prayerRequests.requestText})`;

function tabFilter(status: PrayerFilter): SQL | undefined {
  switch (status) {
    case 'all':
      return undefined;
    case 'public':
      return eq(prayerRequests.isPrivate, false);
    case 'private':
      return eq(prayerRequests.isPrivate, true);
    case 'answered':
      return eq(prayerRequests.isAnswered, true);
  }
}

export interface PrayerAdminQuery extends PageQuery {
  status: PrayerFilter;
  q?: string | undefined;
}

/** What every open wall hears (docs/decisions/028-lists-page.md, the care lists). */
export interface PrayerWallNews {
  created: (request: PublicPrayerRequest) => void;
  updated: (request: PublicPrayerRequest) => void;
  removed: (id: string) => void;
}

export class PrayerService {
  constructor(
    private readonly db: Database,
    /** Tells every open wall about a public request once it is stored, changed or gone. */
    private readonly walls: PrayerWallNews,
    /** The member who asked hears when their request is marked answered. */
    private readonly notifier: Notifier,
  ) {}

  async submit(
    input: z.output<typeof prayerRequestInputSchema>,
    member: Viewer | null,
  ): Promise<PrayerRequest> {
    // A member's request carries their account (user id and e-mail, for the staff only) from the
    // token. The name is the one they chose for the wall, which may be a first name or none of
    // their own: their picture would say who it is, so it is shown only beside their own name.
    const keepsAccountName = member !== null && input.name === member.fullName;
    const [row] = await this.db
      .insert(prayerRequests)
      .values({
        name: input.name,
        email: member?.email ?? input.email,
        requestText: input.request_text,
        isPrivate: !input.share_publicly,
        avatarUrl: keepsAccountName ? member.avatarUrl : null,
        userId: member?.id ?? null,
      })
      .returning();
    if (!row!.isPrivate) this.walls.created(toPublicPrayerRequestDto(row!));
    return toPrayerRequestDto(row!);
  }

  /** The wall: public requests, newest first, a page at a time. */
  async listPublic(query: PageQuery): Promise<Page<PublicPrayerRequest>> {
    return this.page(eq(prayerRequests.isPrivate, false), query, toPublicPrayerRequestDto);
  }

  /** Every request for the staff: one tab, and a search over the name and the text. */
  async listAll(query: PrayerAdminQuery): Promise<Page<PrayerRequest>> {
    const filters = and(tabFilter(query.status), containsText(searchedText, query.q));
    return this.page(filters, query, toPrayerRequestDto, query.q);
  }

  private async page<Item>(
    filters: SQL | undefined,
    query: PageQuery,
    toItem: (row: PrayerRow) => Item,
    searched?: string,
  ): Promise<Page<Item>> {
    return tablePage(this.db, prayerRequests, {
      query,
      ordering: newest,
      filter: filters,
      searched,
      toItem,
    });
  }

  async update(
    id: string,
    changes: z.output<typeof prayerRequestUpdateSchema>,
  ): Promise<PrayerRequest> {
    const row = await this.notifier.transaction(async (tx, notify) => {
      const [before] = await tx
        .select({ isAnswered: prayerRequests.isAnswered })
        .from(prayerRequests)
        .where(eq(prayerRequests.id, id))
        .for('update');
      const updated = await updateById(tx, prayerRequests, id, {
        ...(changes.is_answered !== undefined ? { isAnswered: changes.is_answered } : {}),
        ...(changes.is_private !== undefined ? { isPrivate: changes.is_private } : {}),
      });
      // Told once, when the request becomes answered; not again for other changes.
      if (updated?.userId && updated.isAnswered && before?.isAnswered === false)
        await notify.member(
          updated.userId,
          notices.prayerAnswered({ requestText: updated.requestText }),
        );
      return updated;
    });
    if (!row) throw notFound(prayerRequestNotFoundMessage);
    // A request made private leaves the wall; one that stays private was never on it.
    if (!row.isPrivate) this.walls.updated(toPublicPrayerRequestDto(row));
    else if (changes.is_private === true) this.walls.removed(row.id);
    return toPrayerRequestDto(row);
  }

  async remove(id: string): Promise<void> {
    const [deleted] = await this.db
      .delete(prayerRequests)
      .where(eq(prayerRequests.id, id))
      .returning({ isPrivate: prayerRequests.isPrivate });
    if (!deleted) throw notFound(prayerRequestNotFoundMessage);
    // A private request was never on a wall: its id is not told to visitors.
    if (!deleted.isPrivate) this.walls.removed(id);
  }
}
