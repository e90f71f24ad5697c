/** Ministry teams: the public Ministries and Serve pages, and the admins' Serve > Manage Teams. */
import {
  teamNotFoundMessage,
  type MinistryTeam,
  type ministryTeamInputSchema,
} from '@torch/contract';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { deleteById, updateById } from '../../db/rows-by-id';
import { ministryTeams } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { toMinistryTeamDto } from './presenter';

type MinistryTeamInput = z.output<typeof ministryTeamInputSchema>;

export class MinistryService {
  constructor(private readonly db: Database) {}

  /** Active teams only (isActive hides a team from the public pages), in the order added. */
  async listActive(): Promise<MinistryTeam[]> {
    const rows = await this.db
      .select()
      .from(ministryTeams)
      .where(eq(ministryTeams.isActive, true))
      .orderBy(asc(ministryTeams.createdAt), asc(ministryTeams.id));
    return rows.map(toMinistryTeamDto);
  }

  /** Every team, inactive ones included, in the order added: the admin list. */
  async listAll(): Promise<MinistryTeam[]> {
    const rows = await this.db
      .select()
      .from(ministryTeams)
      .orderBy(asc(ministryTeams.createdAt), asc(ministryTeams.id));
    return rows.map(toMinistryTeamDto);
  }

  async create(input: MinistryTeamInput): Promise<MinistryTeam> {
    const [row] = await this.db.insert(ministryTeams).values(toColumns(input)).returning();
    return toMinistryTeamDto(row!);
  }

  async update(id: string, input: MinistryTeamInput): Promise<MinistryTeam> {
    const row = await updateById(this.db, ministryTeams, id, {
      ...toColumns(input),
      updatedAt: new Date(),
    });
    if (!row) throw notFound(teamNotFoundMessage);
    return toMinistryTeamDto(row);
  }

  /** Deleting a team also deletes its volunteer applications (the foreign key cascades). */
  async remove(id: string): Promise<void> {
    const deleted = await deleteById(this.db, ministryTeams, id);
    if (!deleted) throw notFound(teamNotFoundMessage);
  }
}

function toColumns(input: MinistryTeamInput) {
  return {
    name: input.name,
    leaderName: input.leaderName,
    contactEmail: input.contactEmail,
    description: input.description,
    imageUrl: input.imageUrl,
    isActive: input.isActive,
  };
}
