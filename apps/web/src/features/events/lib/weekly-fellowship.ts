/**
 * The church's standing weekly gathering, shown even before (or without) any server data: the
 * first of its gatherings in the church's settings (docs/configuration.md#church-settings).
 */
import {
  defaultChurchSettings,
  RECURRING_TUESDAY,
  weeklyFellowship as fellowship,
  type ChurchSettings,
  type Event,
} from '@torch/contract';
import { gatheringHours, useChurch, weekdayName } from '../../church';
import { i18next } from '../../../shared/i18n';

export function weeklyFellowshipFor(church: ChurchSettings): Event {
  const gathering = church.gatherings[0];
  return {
    _id: fellowship.id,
    created_at: fellowship.createdAt,
    title: gathering
      ? i18next.t('dayFellowship', '{{day}} Fellowship', { day: weekdayName(gathering.day) })
      : fellowship.title,
    location: i18next.t('mainSanctuaryAddress', 'Main Sanctuary, {{address}}', {
      address: church.address,
    }),
    event_date: RECURRING_TUESDAY,
    event_time: gathering ? gatheringHours(gathering) : fellowship.time,
    registration_required: false,
    description: fellowship.description,
    image_base64: null,
  };
}

/**
 * Torch Fellowship's, for the demo events that need no settings; built when asked, so its texts
 * are in the language of that moment.
 */
export const defaultWeeklyFellowship = (): Event => weeklyFellowshipFor(defaultChurchSettings);

/** The weekly fellowship as the church's saved settings have it. */
export const useWeeklyFellowship = (): Event => weeklyFellowshipFor(useChurch());

/** Server events without the recurring fellowship, which the pages show from the copy above. */
export function withoutWeeklyFellowship(events: readonly Event[]): Event[] {
  return events.filter((event) => event.event_date !== RECURRING_TUESDAY);
}
