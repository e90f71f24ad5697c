/**
 * Reads the church's settings for the places that show them (mail, the assistant, calendar
 * feeds, receipts, the served page): one primary-key read, each time, so every instance shows
 * a change at once (docs/decisions/040-church-settings-everywhere.md). A caller inside a
 * transaction passes it, so the read never waits for its own transaction (PGlite has one
 * connection).
 */
import { churchSettingsSchema, defaultChurchSettings, type ChurchSettings } from '@torch/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { churchSettings } from '../../db/schema';

const SINGLE_ROW = 1;

/** `db` or a transaction. */
export type SettingsExecutor = Pick<Database, 'select'>;

export async function readChurchSettings(executor: SettingsExecutor): Promise<ChurchSettings> {
  const [row] = await executor
    .select({ settings: churchSettings.settings })
    .from(churchSettings)
    .where(eq(churchSettings.id, SINGLE_ROW));
  return withDefaults(row?.settings ?? {});
}

/**
 * The church's time zone alone, for every "today", church year and clock time the server works
 * out (docs/configuration.md#church-settings): one small read, so a saved change applies to the
 * next request on every instance.
 */
export async function readChurchTimeZone(executor: SettingsExecutor): Promise<string> {
  const [row] = await executor
    .select({ zone: sql<unknown>`${churchSettings.settings} -> 'timeZone'` })
    .from(churchSettings)
    .where(eq(churchSettings.id, SINGLE_ROW));
  const saved = churchSettingsSchema.shape.timeZone.safeParse(row?.zone);
  return saved.success ? saved.data : defaultChurchSettings.timeZone;
}

/**
 * Each saved field that still passes today's rules, the default for the rest: a setting added
 * in a later version, or one whose rule has tightened, never breaks the pages.
 */
export function withDefaults(stored: Record<string, unknown>): ChurchSettings {
  const settings: Record<string, unknown> = { ...defaultChurchSettings };
  for (const [key, rule] of Object.entries(churchSettingsSchema.shape)) {
    const parsed = rule.safeParse(stored[key]);
    // An optional setting never saved stays absent, so unsaved settings equal the defaults.
    if (parsed.success && parsed.data !== undefined) settings[key] = parsed.data;
  }
  return settings as ChurchSettings;
}
