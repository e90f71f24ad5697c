/** Church leaders: the public Leaders page and the admins' edits. */
import { leaderNotFoundMessage, type Leader, type leaderInputSchema } from '@torch/contract';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { deleteById, updateById } from '../../db/rows-by-id';
import { leaders } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { toLeaderDto } from './presenter';

type LeaderInput = z.output<typeof leaderInputSchema>;

export class LeaderService {
  constructor(private readonly db: Database) {}

  /** In the order they were added: the church lists its senior pastor first by adding them first. */
  async list(): Promise<Leader[]> {
    const rows = await this.db
      .select()
      .from(leaders)
      .orderBy(asc(leaders.createdAt), asc(leaders.id));
    return rows.map(toLeaderDto);
  }

  async create(input: LeaderInput): Promise<Leader> {
    const [row] = await this.db.insert(leaders).values(input).returning();
    return toLeaderDto(row!);
  }

  async update(id: string, input: LeaderInput): Promise<Leader> {
    const row = await updateById(this.db, leaders, id, { ...input, updatedAt: new Date() });
    if (!row) throw notFound(leaderNotFoundMessage);
    return toLeaderDto(row);
  }

  async remove(id: string): Promise<void> {
    const deleted = await deleteById(this.db, leaders, id);
    if (!deleted) throw notFound(leaderNotFoundMessage);
  }
}
