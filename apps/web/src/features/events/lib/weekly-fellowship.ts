/**
 * The church's standing weekly gatherings, shown even before (or without) any server data:
 * each of the gatherings in the church's settings (docs/configuration.md#church-settings), with
 * its own name, day and hours, repeating on its day (docs/events.md#weekly-events).
 */
import {
  defaultChurchSettings,
  duplicatesGathering,
  gatheringId,
  gatheringOf,
  recurringDate,
  weeklyFellowship as fellowship,
  type ChurchSettings,
  type Event,
  type Gathering,
} from '@torch/contract';
import { gatheringHours, useChurch } from '../../church';
import { i18next } from '../../../shared/i18n';

/**
 * One gathering as an event. The first keeps the id pages built before the settings link its
 * calendar file by (`weekly-fellowship`); the others are `gathering-<name>`, as the server's.
 */
function gatheringEvent(gathering: Gathering, church: ChurchSettings, index: number): Event {
  return {
    _id: index === 0 ? fellowship.id : gatheringId(gathering.name),
    created_at: fellowship.createdAt,
    title: gathering.name,
    location: i18next.t('mainSanctuaryAddress', 'Main Sanctuary, {{address}}', {
      address: church.address,
    }),
    event_date: recurringDate(gathering.day),
    event_time: gatheringHours(gathering),
    registration_required: false,
    description: fellowship.description,
    image_base64: null,
  };
}

/** Every gathering of the church, in the settings' order. */
export function weeklyGatheringsFor(church: ChurchSettings): Event[] {
  return church.gatherings.map((gathering, index) => gatheringEvent(gathering, church, index));
}

/** The first gathering (Torch Fellowship's Tuesday Fellowship when the church has none). */
export function weeklyFellowshipFor(church: ChurchSettings): Event {
  return weeklyGatheringsFor(church)[0] ?? weeklyGatheringsFor(defaultChurchSettings)[0]!;
}

/**
 * Torch Fellowship's, for the demo events that need no settings; built when asked, so its texts
 * are in the language of that moment.
 */
export const defaultWeeklyFellowship = (): Event => weeklyFellowshipFor(defaultChurchSettings);

/** The church's gatherings as its saved settings have them. */
export const useWeeklyGatherings = (): Event[] => weeklyGatheringsFor(useChurch());

/** The first gathering as the church's saved settings have it. */
export const useWeeklyFellowship = (): Event => weeklyFellowshipFor(useChurch());

/**
 * Server events without those that are one of the church's gatherings (a weekly row of the
 * same day and name, or the 'Tuesday Fellowship' row made before the gatherings were
 * settings), which the pages show from the settings above.
 */
export function withoutGatherings(events: readonly Event[], church: ChurchSettings): Event[] {
  return events.filter((event) => !duplicatesGathering(event, church));
}

/**
 * Server events with each row that stands for one of the church's gatherings written as that
 * gathering says (its name, day and hours): the home page's upcoming list never shows a day the
 * church no longer meets on.
 */
export function asGatherings(events: readonly Event[], church: ChurchSettings): Event[] {
  return events.map((event) => {
    const gathering = gatheringOf(event, church);
    if (!gathering) return event;
    const index = church.gatherings.indexOf(gathering);
    return { ...gatheringEvent(gathering, church, index), _id: event._id };
  });
}
