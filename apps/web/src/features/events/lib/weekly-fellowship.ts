/** The church's standing Tuesday gathering, shown even before (or without) any server data. */
import { RECURRING_TUESDAY, type Event } from '@torch/contract';
import { church } from '../../../shared/config/church';

export const weeklyFellowship: Event = {
  _id: 'weekly-fellowship',
  created_at: '2012-01-03T00:00:00.000Z',
  title: 'Tuesday Fellowship',
  location: `Main Sanctuary, ${church.address}`,
  event_date: RECURRING_TUESDAY,
  event_time: '5:00 PM - 8:00 PM',
  registration_required: false,
  description:
    'Our weekly family gathering: heartfelt worship, practical teaching from the Bible and time to pray for one another. Come as you are and bring a friend.',
  image_base64: null,
};

/** Server events without the recurring fellowship, which the pages show from the copy above. */
export function withoutWeeklyFellowship(events: readonly Event[]): Event[] {
  return events.filter((event) => event.event_date !== RECURRING_TUESDAY);
}
