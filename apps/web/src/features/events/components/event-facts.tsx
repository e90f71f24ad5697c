import type { Event } from '@torch/contract';
import { Icon } from '../../../shared/ui/icon';
import { formatEventDate, formatEventTime } from '../lib/event-format';

/** When and where, one line each, with icons so the eye finds them quickly. */
export function EventFacts({ event, now }: { event: Event; now?: Date }) {
  return (
    <ul className="flex flex-col gap-1.5 text-sm text-ink-600">
      <li className="flex items-start gap-2">
        <Icon name="calendar" className="mt-0.5 size-4 text-ember-700" />
        <span className="font-semibold text-ink-800">{formatEventDate(event.event_date, now)}</span>
      </li>
      <li className="flex items-start gap-2">
        <Icon name="clock" className="mt-0.5 size-4 text-ember-700" />
        <span>{formatEventTime(event.event_time)}</span>
      </li>
      <li className="flex items-start gap-2">
        <Icon name="pin" className="mt-0.5 size-4 text-ember-700" />
        <span>{event.location}</span>
      </li>
    </ul>
  );
}
