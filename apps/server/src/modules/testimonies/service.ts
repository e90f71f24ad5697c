/** Testimonies: shared by anyone, shown publicly only once an admin approves them. */
import {
  type Page,
  type PageQuery,
  type Testimony,
  type TestimonyFilter,
  type testimonyInputSchema,
  testimonyNotFoundMessage,
} from '@torch/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { newestFirst, type Ordering } from '../../db/paging';
import { tablePage } from '../../db/table-page';
import { deleteById } from '../../db/rows-by-id';
import { testimonies } from '../../db/schema';
import { conflict, notFound } from '../../http/app-error';
import type { Notifier } from '../notifications/service';
import { notices } from '../notifications/templates';

/**
 * The staff's order: waiting ones first, then newest, as the `testimonies_pending_first_idx`
 * index (migration 0006) keeps them.
 */
const pendingFirst: Ordering = {
  keys: [
    { value: sql`(not ${testimonies.isApproved})`, kind: 'boolean' },
    { value: testimonies.createdAt, kind: 'timestamp' },
  ],
  id: testimonies.id,
  direction: 'desc',
};

const statusFilter = (status: TestimonyFilter): SQL | undefined =>
  status === 'all' ? undefined : eq(testimonies.isApproved, status === 'approved');

export interface TestimonyAdminQuery extends PageQuery {
  status: TestimonyFilter;
}

export class TestimonyService {
  constructor(
    private readonly db: Database,
    private readonly notifier: Notifier,
  ) {}

  async submit(
    input: z.output<typeof testimonyInputSchema>,
    memberId: string | null,
  ): Promise<Testimony> {
    const [row] = await this.db
      .insert(testimonies)
      .values({
        name: input.name,
        title: input.title,
        storyText: input.story_text,
        userId: memberId,
      })
      .returning();
    return toTestimonyDto(row!);
  }

  /** The public page: approved testimonies, newest first. */
  async listApproved(query: PageQuery): Promise<Page<Testimony>> {
    return this.page(eq(testimonies.isApproved, true), newestFirst(testimonies), query);
  }

  async listAll(query: TestimonyAdminQuery): Promise<Page<Testimony>> {
    return this.page(statusFilter(query.status), pendingFirst, query);
  }

  private async page(
    filters: SQL | undefined,
    ordering: Ordering,
    query: PageQuery,
  ): Promise<Page<Testimony>> {
    return tablePage(this.db, testimonies, {
      query,
      ordering,
      filter: filters,
      toItem: toTestimonyDto,
    });
  }

  /** Pending → approved, once: there is no un-approve (docs/product.md#moderation). */
  async approve(id: string): Promise<Testimony> {
    const row = await this.notifier.transaction(async (tx, notify) => {
      const [approved] = await tx
        .update(testimonies)
        .set({ isApproved: true })
        .where(and(eq(testimonies.id, id), eq(testimonies.isApproved, false)))
        .returning();
      if (approved?.userId)
        await notify.member(approved.userId, notices.testimonyApproved({ title: approved.title }));
      return approved;
    });
    if (row) return toTestimonyDto(row);
    const [existing] = await this.db
      .select({ id: testimonies.id })
      .from(testimonies)
      .where(eq(testimonies.id, id));
    throw existing
      ? conflict('This testimony is already approved.')
      : notFound(testimonyNotFoundMessage);
  }

  async remove(id: string): Promise<void> {
    const deleted = await deleteById(this.db, testimonies, id);
    if (!deleted) throw notFound(testimonyNotFoundMessage);
  }
}

export function toTestimonyDto(row: typeof testimonies.$inferSelect): Testimony {
  return {
    _id: row.id,
    name: row.name,
    title: row.title,
    story_text: row.storyText,
    is_approved: row.isApproved,
    created_at: row.createdAt.toISOString(),
  };
}
