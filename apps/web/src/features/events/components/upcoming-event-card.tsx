import type { Event } from '@torch/contract';
import { paths } from '../../../shared/config/paths';
import { excerpt } from '../../../shared/lib/excerpt';
import { cn } from '../../../shared/lib/cn';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { ButtonLink } from '../../../shared/ui/button-link';
import { CoverImage } from '../../../shared/ui/cover-image';
import { IconCover } from '../../../shared/ui/icon-cover';
import { EventDateBadge } from './event-date-badge';
import { EventFacts } from './event-facts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** Description lengths on the home page (docs/product.md#upcoming-events). */
export const FEATURED_EXCERPT = 150;
export const CARD_EXCERPT = 120;

function labelFor(t: TFunction, event: Event, featured: boolean): string {
  if (featured) return t('featuredEvent', 'Featured Event');
  return event.registration_required
    ? t('registrationRequired', 'Registration Required')
    : t('upcomingEvent', 'Upcoming Event');
}

export interface UpcomingEventCardProps {
  event: Event;
  featured: boolean;
  now?: Date;
}

/** One of the home page's three upcoming events: picture, label, when and where, a short text. */
export function UpcomingEventCard({ event, featured, now }: UpcomingEventCardProps) {
  const { t } = useTranslation();
  const label = labelFor(t, event, featured);
  return (
    <article
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-3xl border bg-white shadow-warm',
        featured ? 'border-gold-400 ring-2 ring-gold-300/60' : 'border-ink-100',
      )}
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-ink-900">
        {event.image_base64 ? (
          <CoverImage src={event.image_base64} width={640} height={360} />
        ) : (
          <IconCover tone="night" icon="flame" iconClassName="size-14 text-gold-300/80" />
        )}
        <EventDateBadge eventDate={event.event_date} className="absolute right-4 bottom-4" />
        <Badge
          tone={featured ? 'gold' : event.registration_required ? 'red' : 'neutral'}
          className="absolute top-4 left-4 shadow-sm"
        >
          {label}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold">{event.title}</h3>
        <div className="mt-3">
          <EventFacts event={event} now={now} />
        </div>
        {event.description && (
          <p className="mt-4 leading-relaxed text-ink-600">
            {excerpt(event.description, featured ? FEATURED_EXCERPT : CARD_EXCERPT)}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-3 pt-6">
          <ButtonLink
            to={paths.events}
            variant="outline"
            size="sm"
            aria-label={t('learnMoreAboutTitle', 'Learn More about {{title}}', {
              title: event.title,
            })}
          >
            {t('learnMore', 'Learn More')}
          </ButtonLink>
          {event.registration_required && (
            <Button
              size="sm"
              aria-label={t('registerForTitle', 'Register for {{title}}', { title: event.title })}
              onClick={() =>
                window.alert(
                  t(
                    'registrationNotImplemented',
                    'Online registration is not implemented yet. Please contact the church office to reserve your place.',
                  ),
                )
              }
            >
              {t('register', 'Register')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
