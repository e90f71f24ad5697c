/** Video teachings: the public library, newest sermon first, and the admins' edits. */
import {
  teachingNotFoundMessage,
  type Page,
  type PageQuery,
  type Teaching,
  type teachingInputSchema,
} from '@torch/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { teachings } from '../../db/schema';
import { tablePage } from '../../db/table-page';
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
   * the same day by when they were added, the later first. A page at a time.
   */
  async list(query: PageQuery): Promise<Page<Teaching>> {
    return tablePage(this.db, teachings, {
      query,
      ordering: {
        keys: [
          { value: teachings.preachedAt, kind: 'date' },
          { value: teachings.createdAt, kind: 'timestamp' },
        ],
        id: teachings.id,
        direction: 'desc',
      },
      toItem: toTeachingDto,
    });
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
