/** Church leaders: the public Leaders page and the admins' edits. */
import {
  leaderNotFoundMessage,
  type Leader,
  type leaderInputSchema,
  type Page,
  type PageQuery,
} from '@torch/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { leaders } from '../../db/schema';
import { pageInOrderAdded } from '../../db/table-page';
import { EditableRows } from '../editable-rows';
import { toLeaderDto } from './presenter';

type LeaderInput = z.output<typeof leaderInputSchema>;

export class LeaderService extends EditableRows<typeof leaders, LeaderInput, Leader> {
  constructor(db: Database) {
    super(db, {
      table: leaders,
      toColumns: (input: LeaderInput) => input,
      toDto: toLeaderDto,
      notFoundMessage: leaderNotFoundMessage,
    });
  }

  /**
   * In the order they were added: the church lists its senior pastor first by adding them
   * first. A page at a time.
   */
  async list(query: PageQuery): Promise<Page<Leader>> {
    return pageInOrderAdded(this.db, leaders, query, toLeaderDto);
  }
}
