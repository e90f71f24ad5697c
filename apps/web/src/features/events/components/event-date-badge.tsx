import { RECURRING_TUESDAY } from '@torch/contract';
import { cn } from '../../../shared/lib/cn';
import { eventBadge, type WeeklyDay } from '../lib/event-format';

/** Day number over short month (EVERY over TUE for the weekly fellowship), like a calendar leaf. */
export function EventDateBadge({
  eventDate,
  weekday,
  className,
}: {
  eventDate: string;
  /** The day a weekly event repeats on, when not Tuesday. */
  weekday?: WeeklyDay | undefined;
  className?: string;
}) {
  const { top, bottom } = eventBadge(eventDate, weekday);
  const recurring = eventDate === RECURRING_TUESDAY;
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
