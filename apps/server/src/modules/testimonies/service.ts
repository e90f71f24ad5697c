/** Testimonies: shared by anyone, shown publicly only once an admin approves them. */
import {
  type Testimony,
  type testimonyInputSchema,
  testimonyNotFoundMessage,
} from '@torch/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { deleteById } from '../../db/rows-by-id';
import { testimonies } from '../../db/schema';
import { conflict, notFound } from '../../http/app-error';

export class TestimonyService {
  constructor(private readonly db: Database) {}

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

  async listApproved(): Promise<Testimony[]> {
    const rows = await this.db
      .select()
      .from(testimonies)
      .where(eq(testimonies.isApproved, true))
      .orderBy(desc(testimonies.createdAt));
    return rows.map(toTestimonyDto);
  }

  async listAll(): Promise<Testimony[]> {
    const rows = await this.db.select().from(testimonies).orderBy(desc(testimonies.createdAt));
    return rows.map(toTestimonyDto);
  }

  /** Pending → approved, once: there is no un-approve (docs/product.md#moderation). */
  async approve(id: string): Promise<Testimony> {
    const [row] = await this.db
      .update(testimonies)
      .set({ isApproved: true })
      .where(and(eq(testimonies.id, id), eq(testimonies.isApproved, false)))
      .returning();
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

function toTestimonyDto(row: typeof testimonies.$inferSelect): Testimony {
  return {
    _id: row.id,
    name: row.name,
    title: row.title,
    story_text: row.storyText,
    is_approved: row.isApproved,
    created_at: row.createdAt.toISOString(),
  };
}
