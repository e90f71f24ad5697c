/**
 * The church's settings (docs/configuration.md#church-settings). Read from the database on each
 * use, so every instance shows a change at once; a setting never saved takes its default.
 */
import {
  churchSettingsSchema,
  defaultChurchSettings,
  type ChurchSettings,
  type ChurchSettingsRead,
} from '@torch/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { churchSettings } from '../../db/schema';
import type { Announcer } from '../../realtime/announcer';

const SINGLE_ROW = 1;

export class ChurchSettingsService {
  constructor(
    private readonly db: Database,
    private readonly announcer: Pick<Announcer, 'churchUpdated'>,
  ) {}

  async current(): Promise<ChurchSettings> {
    const { configured: _configured, ...settings } = await this.read();
    return settings;
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

/**
 * Each saved field that still passes today's rules, the default for the rest: a setting added
 * in a later version, or one whose rule has tightened, never breaks the pages.
 */
function withDefaults(stored: Record<string, unknown>): ChurchSettings {
  const settings: Record<string, unknown> = { ...defaultChurchSettings };
  for (const [key, rule] of Object.entries(churchSettingsSchema.shape)) {
    const parsed = rule.safeParse(stored[key]);
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings as ChurchSettings;
}
