/** Light Campuses (home fellowships) as visitors see them on the Light Campuses page. */
import type { LightCampus } from '@torch/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lightCampuses } from '../../db/schema';
import { toLightCampusDto } from './presenter';

export class CampusService {
  constructor(private readonly db: Database) {}

  /** Active campuses only (isActive hides one from the public page), in the order added. */
  async listActive(): Promise<LightCampus[]> {
    const rows = await this.db
      .select()
      .from(lightCampuses)
      .where(eq(lightCampuses.isActive, true))
      .orderBy(asc(lightCampuses.createdAt), asc(lightCampuses.id));
    return rows.map(toLightCampusDto);
  }
}
