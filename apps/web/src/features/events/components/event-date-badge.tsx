import { recurringDay } from '@torch/contract';
import { cn } from '../../../shared/lib/cn';
import { eventBadge } from '../lib/event-format';

/** Day number over short month (EVERY over SUN for a weekly event), like a calendar leaf. */
export function EventDateBadge({
  eventDate,
  className,
}: {
  eventDate: string;
  className?: string;
}) {
  const { top, bottom } = eventBadge(eventDate);
  const recurring = recurringDay(eventDate) !== null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-16 shrink-0 flex-col items-center justify-center rounded-2xl bg-white text-center shadow-warm',
        className,
      )}
    >
      <span
        className={cn(
          'font-display leading-none font-semibold text-ink-900',
          recurring ? 'text-xs tracking-widest' : 'text-2xl',
        )}
      >
        {top}
      </span>
      <span className="mt-1 text-xs font-semibold tracking-widest text-ember-700">{bottom}</span>
    </span>
  );
}
