/** Ministry teams: the public Ministries and Serve pages, and the admins' Serve > Manage Teams. */
import {
  teamNotFoundMessage,
  type MinistryTeam,
  type Page,
  type PageQuery,
  type ministryTeamInputSchema,
} from '@torch/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { pageInOrderAdded } from '../../db/table-page';
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
      // The form's fields are the table's columns, by the same names.
      toColumns: (input: MinistryTeamInput) => input,
      toDto: toMinistryTeamDto,
      notFoundMessage: teamNotFoundMessage,
    });
  }

  /**
   * Active teams only (isActive hides a team from the public pages), in the order added, a
   * page at a time.
   */
  async listActive(query: PageQuery): Promise<Page<MinistryTeam>> {
    const active = eq(ministryTeams.isActive, true);
    return pageInOrderAdded(this.db, ministryTeams, query, toMinistryTeamDto, active);
  }

  /** Every team, inactive ones included, in the order added: the admin list, by pages. */
  async listAll(query: PageQuery): Promise<Page<MinistryTeam>> {
    return pageInOrderAdded(this.db, ministryTeams, query, toMinistryTeamDto);
  }
}
