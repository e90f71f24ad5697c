/**
 * The church's weekly gatherings (its settings, docs/configuration.md#church-settings) as
 * calendar entries: one repeating event each, with a UID kept from its name and a SEQUENCE that
 * rises when its day, hours, place or zone change (docs/events.md#calendar-feeds).
 */
import { type ChurchSettings, gatheringId, weekdays } from '@torch/contract';

export { gatheringId } from '@torch/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarGatherings } from '../../db/schema';

type WeeklyGathering = ChurchSettings['gatherings'][number];

/** What a calendar needs of an event, whether a row or one of the church's gatherings. */
export interface CalendarEntry {
  id: string;
  title: string;
  location: string;
  description: string;
  /** 'YYYY-MM-DD': the event's day, or the first day of a weekly one. */
  date: string;
  /** The weekday a weekly event repeats on; null for a single event. */
  weekly: WeeklyGathering['day'] | null;
  time: string;
  sequence: number;
  updatedAt: Date;
}

/** The first `weekday` on or after `isoDate`. */
export function weekdayOnOrAfter(isoDate: string, weekday: WeeklyGathering['day']): string {
  const day = new Date(`${isoDate}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + ((weekdays.indexOf(weekday) - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * Every gathering repeats from its weekday in the first week of 2012 (the Tuesday fellowship's
 * first meeting, as feeds published it before the settings): a fixed start keeps the file the
 * same between polls, and a calendar shows no gap before the day a change was saved.
 */
const FIRST_WEEK = '2012-01-01';

const published = (gathering: WeeklyGathering, church: ChurchSettings) =>
  [gathering.day, gathering.start, gathering.end, church.address, church.timeZone].join('|');

/**
 * The gatherings as entries, recording what is published: a gathering seen for the first time
 * starts at SEQUENCE 0; one whose time or place changed is raised by one, in one statement, so
 * two instances answering at once raise it once.
 */
export async function gatheringEntries(
  db: Database,
  church: ChurchSettings,
): Promise<CalendarEntry[]> {
  const unique = new Map(church.gatherings.map((g) => [gatheringId(g.name), g]));
  if (unique.size === 0) return [];
  const rows = await db
    .insert(calendarGatherings)
    .values([...unique].map(([id, g]) => ({ id, published: published(g, church) })))
    .onConflictDoUpdate({
      target: calendarGatherings.id,
      set: {
        published: sql`excluded.published`,
        sequence: sql`${calendarGatherings.sequence} + 1`,
        changedAt: sql`now()`,
      },
      setWhere: sql`${calendarGatherings.published} <> excluded.published`,
    })
    .returning();
  const known = new Map(rows.map((row) => [row.id, row]));
  const unchanged = [...unique.keys()].filter((id) => !known.has(id));
  if (unchanged.length > 0) {
    const stored = await db
      .select()
      .from(calendarGatherings)
      .where(inArray(calendarGatherings.id, unchanged));
    for (const row of stored) known.set(row.id, row);
  }
  return [...unique].map(([id, gathering]) => {
    const row = known.get(id);
    const changedAt = row?.changedAt ?? new Date(0);
    return {
      id,
      title: gathering.name,
      location: church.address,
      description: `${church.name} meets every ${gathering.day}: come as you are and bring a friend.`,
      date: weekdayOnOrAfter(FIRST_WEEK, gathering.day),
      weekly: gathering.day,
      time: `${gathering.start} - ${gathering.end}`,
      sequence: row?.sequence ?? 0,
      updatedAt: changedAt,
    };
  });
}
