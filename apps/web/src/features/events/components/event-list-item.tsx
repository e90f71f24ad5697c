import type { Event } from '@torch/contract';
import { cn } from '../../../shared/lib/cn';
import { formatCount } from '../../../shared/lib/format-number';
import { Badge } from '../../../shared/ui/badge';
import { RegisterPanel } from '../../event-registration';
import { AddToCalendar } from './add-to-calendar';
import { EventDateBadge } from './event-date-badge';
import { EventFacts } from './event-facts';
import { useTranslation } from 'react-i18next';

export interface EventListItemProps {
  event: Event;
  /** The church's weekly gatherings stand out as the ones that never move. */
  highlighted?: boolean;
}

/** An event on the events page: date leaf, title, when and where, full description, poster. */
export function EventListItem({ event, highlighted = false }: EventListItemProps) {
  const { t } = useTranslation();
  return (
    <article
      className={cn(
        'grid overflow-hidden rounded-3xl border bg-white wrap-anywhere shadow-warm md:grid-cols-[1fr_18rem]',
        highlighted ? 'border-gold-400 ring-2 ring-gold-300/60' : 'border-ink-100',
      )}
    >
      <div className="flex gap-5 p-6 sm:p-8">
        <EventDateBadge eventDate={event.event_date} className="bg-cream-100 shadow-none" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap gap-2">
            {highlighted && <Badge tone="gold">{t('weeklyFellowship', 'Weekly Fellowship')}</Badge>}
            {event.registration_required && (
              <Badge tone="red">{t('registrationRequired', 'Registration Required')}</Badge>
            )}
            {event.registration_required && event.places_left !== undefined && (
              <Badge tone={event.places_left > 0 ? 'neutral' : 'gold'}>
                {event.places_left > 0
                  ? t('placesLeft', {
                      count: event.places_left,
                      formatted: formatCount(event.places_left),
                      defaultValue_one: '{{formatted}} place left',
                      defaultValue_other: '{{formatted}} places left',
                    })
                  : t('fullJoinTheWaitlist', 'Full: join the waitlist')}
              </Badge>
            )}
          </div>
          <h3
            className={cn(
              'text-2xl font-semibold',
              highlighted || event.registration_required ? 'mt-2' : '',
            )}
          >
            {event.title}
          </h3>
          <div className="mt-3">
            <EventFacts event={event} />
          </div>
          {event.description && (
            <p className="mt-4 leading-relaxed whitespace-pre-line text-ink-600">
              {event.description}
            </p>
          )}
          <RegisterPanel event={event} />
          <div className="mt-5">
            <AddToCalendar event={event} />
          </div>
        </div>
      </div>
      {event.image_base64 && (
        <img
          src={event.image_base64}
          alt={t('posterForTitle', 'Poster for {{title}}', { title: event.title })}
          width={576}
          height={432}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full object-cover md:aspect-auto md:h-full"
        />
      )}
    </article>
  );
}
