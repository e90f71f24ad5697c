/** Video teachings: the public library, newest sermon first, and the admins' edits. */
import { teachingNotFoundMessage, type Teaching, type teachingInputSchema } from '@torch/contract';
import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { deleteById, updateById } from '../../db/rows-by-id';
import { teachings } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { toTeachingDto } from './presenter';

type TeachingInput = z.output<typeof teachingInputSchema>;

export class TeachingService {
  constructor(private readonly db: Database) {}

  /**
   * Newest preached first (home shows `limit=1` as "the latest teaching"); two teachings of
   * the same day by when they were added, the later first.
   */
  async list(limit?: number): Promise<Teaching[]> {
    const query = this.db
      .select()
      .from(teachings)
      .orderBy(desc(teachings.preachedAt), desc(teachings.createdAt));
    const rows = limit ? await query.limit(limit) : await query;
    return rows.map(toTeachingDto);
  }

  async create(input: TeachingInput): Promise<Teaching> {
    const [row] = await this.db.insert(teachings).values(toColumns(input)).returning();
    return toTeachingDto(row!);
  }

  async update(id: string, input: TeachingInput): Promise<Teaching> {
    const row = await updateById(this.db, teachings, id, {
      ...toColumns(input),
      updatedAt: new Date(),
    });
    if (!row) throw notFound(teachingNotFoundMessage);
    return toTeachingDto(row);
  }

  async remove(id: string): Promise<void> {
    const deleted = await deleteById(this.db, teachings, id);
    if (!deleted) throw notFound(teachingNotFoundMessage);
  }
}

function toColumns(input: TeachingInput) {
  return {
    title: input.title,
    speaker: input.speaker,
    preachedAt: input.preached_at,
    category: input.category,
    youtubeUrl: input.youtube_url,
    description: input.description,
  };
}
