/**
 * The church's settings (docs/configuration.md#church-settings). Read from the database on each
 * use, so every instance shows a change at once; a setting never saved takes its default.
 */
import type { ChurchSettings, ChurchSettingsRead } from '@torch/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { churchSettings } from '../../db/schema';
import type { Announcer } from '../../realtime/announcer';
import { readChurchSettings, withDefaults } from './settings-reader';

const SINGLE_ROW = 1;

export class ChurchSettingsService {
  constructor(
    private readonly db: Database,
    private readonly announcer: Pick<Announcer, 'churchUpdated'>,
  ) {}

  current(): Promise<ChurchSettings> {
    return readChurchSettings(this.db);
  }

  /**
   * The settings and whether a Super-Admin has ever saved them: the web app offers its first-run
   * wizard until then (docs/configuration.md#church-settings).
   */
  async read(): Promise<ChurchSettingsRead> {
    const [row] = await this.db
      .select({ settings: churchSettings.settings })
      .from(churchSettings)
      .where(eq(churchSettings.id, SINGLE_ROW));
    return { ...withDefaults(row?.settings ?? {}), configured: row !== undefined };
  }

  async save(settings: ChurchSettings): Promise<ChurchSettings> {
    await this.db
      .insert(churchSettings)
      .values({ id: SINGLE_ROW, settings })
      .onConflictDoUpdate({
        target: churchSettings.id,
        set: { settings, updatedAt: new Date() },
      });
    this.announcer.churchUpdated(settings);
    return settings;
  }
}
