import { useQuery } from '@tanstack/react-query';
import { recurringDay, type Event } from '@torch/contract';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import type { AdminItemActions } from '../../../shared/ui/admin-crud-page';
import { AdminEditDelete } from '../../../shared/ui/admin-edit-delete';
import { AdminListItem } from '../../../shared/ui/admin-list-item';
import { Badge } from '../../../shared/ui/badge';
import { MetaItem } from '../../../shared/ui/meta-item';
import { churchTimeZoneQueryOptions } from '../api/calendar-queries';
import { churchClock } from '../lib/church-time';
import { formatEventDate, formatEventTime } from '../lib/event-format';
import { EventDateBadge } from './event-date-badge';
import { useTranslation } from 'react-i18next';

export interface AdminEventItemProps extends AdminItemActions<Event> {
  event: Event;
}

/** An event in the admin list: poster or date leaf, title, when and where, and its actions. */
export function AdminEventItem({ event, onEdit, onDelete }: AdminEventItemProps) {
  const { t } = useTranslation();
  const timeZone = useQuery(churchTimeZoneQueryOptions()).data;
  const closes = event.registration_required ? event.registration_closes_at : undefined;
  return (
    <AdminListItem
      media={
        event.image_base64 ? (
          <div className="relative flex aspect-video w-full shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-cream-200 sm:w-40">
            <img
              src={event.image_base64}
              alt={t('posterForTitle', 'Poster for {{title}}', { title: event.title })}
              loading="lazy"
              className="size-full object-cover"
            />
          </div>
        ) : (
          // No poster: on a phone the date leaf alone, not a screen-wide empty frame.
          <div
            data-testid="event-date-placeholder"
            className="flex shrink-0 items-center rounded-2xl sm:aspect-video sm:w-40 sm:justify-center sm:bg-cream-200"
          >
            <EventDateBadge eventDate={event.event_date} />
          </div>
        )
      }
      title={event.title}
      badges={
        <>
          {recurringDay(event.event_date) && <Badge tone="ember">{t('weekly', 'Weekly')}</Badge>}
          {event.registration_required && (
            <Badge tone="blue">{t('registrationRequired', 'Registration Required')}</Badge>
          )}
        </>
      }
      meta={
        <>
          <MetaItem icon="calendar">{formatEventDate(event.event_date)}</MetaItem>
          <MetaItem icon="clock">{formatEventTime(event.event_time)}</MetaItem>
          <MetaItem icon="pin">{event.location}</MetaItem>
          {closes && timeZone && (
            <MetaItem icon="clock">
              {t('registrationClosesAt', 'Registration closes {{when}}', {
                when: churchClock(closes, timeZone),
              })}
            </MetaItem>
          )}
        </>
      }
      actions={
        <>
          {event.registration_required && !recurringDay(event.event_date) && (
            <Link
              to={paths.admin.eventRegistrations(event._id)}
              className="self-center text-sm font-semibold text-ember-700 underline-offset-4 hover:underline"
            >
              {t('registrations', 'Registrations')}
            </Link>
          )}
          <AdminEditDelete item={event} name={event.title} onEdit={onEdit} onDelete={onDelete} />
        </>
      }
    >
      {event.description && <p className="line-clamp-2">{event.description}</p>}
    </AdminListItem>
  );
}
