/** Church leaders: the public Leaders page and the admins' edits. */
import { leaderNotFoundMessage, type Leader, type leaderInputSchema } from '@torch/contract';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { leaders } from '../../db/schema';
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

  /** In the order they were added: the church lists its senior pastor first by adding them first. */
  async list(): Promise<Leader[]> {
    const rows = await this.db
      .select()
      .from(leaders)
      .orderBy(asc(leaders.createdAt), asc(leaders.id));
    return rows.map(toLeaderDto);
  }
}
