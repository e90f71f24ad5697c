/** Video teachings: the public library, newest sermon first, and the admins' edits. */
import { teachingNotFoundMessage, type Teaching, type teachingInputSchema } from '@torch/contract';
import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { teachings } from '../../db/schema';
import { EditableRows } from '../editable-rows';
import { toTeachingDto } from './presenter';

type TeachingInput = z.output<typeof teachingInputSchema>;

export class TeachingService extends EditableRows<typeof teachings, TeachingInput, Teaching> {
  constructor(db: Database) {
    super(db, {
      table: teachings,
      toColumns,
      toDto: toTeachingDto,
      notFoundMessage: teachingNotFoundMessage,
    });
  }

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
