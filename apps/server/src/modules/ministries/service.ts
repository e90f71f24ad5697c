/** Ministry teams as visitors see them on the Ministries and Serve pages. */
import type { MinistryTeam } from '@torch/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ministryTeams } from '../../db/schema';
import { toMinistryTeamDto } from './presenter';

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
}
