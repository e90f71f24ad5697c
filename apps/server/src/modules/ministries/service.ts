/** Ministry teams: the public Ministries and Serve pages, and the admins' Serve > Manage Teams. */
import {
  teamNotFoundMessage,
  type MinistryTeam,
  type ministryTeamInputSchema,
} from '@torch/contract';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { ministryTeams } from '../../db/schema';
import { EditableRows } from '../editable-rows';
import { toMinistryTeamDto } from './presenter';

type MinistryTeamInput = z.output<typeof ministryTeamInputSchema>;

/** Deleting a team also deletes its volunteer applications (the foreign key cascades). */
export class MinistryService extends EditableRows<
  typeof ministryTeams,
  MinistryTeamInput,
  MinistryTeam
> {
  constructor(db: Database) {
    super(db, {
      table: ministryTeams,
      toColumns,
      toDto: toMinistryTeamDto,
      notFoundMessage: teamNotFoundMessage,
    });
  }

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
