/** Events as the admin form sends them, for the events and calendar tests. */
import type { EventInput } from '@torch/contract';

/** An event at 18:00 in the Main Sanctuary unless `extra` says otherwise. */
export const eventInput = (
  title: string,
  event_date: string,
  extra: Partial<EventInput> = {},
): EventInput => ({
  title,
  location: 'Main Sanctuary',
  event_date,
  event_time: '18:00',
  ...extra,
});
