/** The church's standing Tuesday gathering, shown even before (or without) any server data. */
import { RECURRING_TUESDAY, weeklyFellowship as fellowship, type Event } from '@torch/contract';

export const weeklyFellowship: Event = {
  _id: fellowship.id,
  created_at: fellowship.createdAt,
  title: fellowship.title,
  location: fellowship.location,
  event_date: RECURRING_TUESDAY,
  event_time: fellowship.time,
  registration_required: false,
  description: fellowship.description,
  image_base64: null,
};

/** Server events without the recurring fellowship, which the pages show from the copy above. */
export function withoutWeeklyFellowship(events: readonly Event[]): Event[] {
  return events.filter((event) => event.event_date !== RECURRING_TUESDAY);
}
