import { paths } from '../../../shared/config/paths';
import { Badge } from '../../../shared/ui/badge';
import { Spinner } from '../../../shared/ui/spinner';
import { useDashboardEvents } from '../api';
import { eventDayText, eventTimeText } from '../../../shared/lib/event-when';
import { countdownLabel, daysUntil } from '../lib/event-countdown';
import { figureSource } from '../lib/figure-source';
import { DashboardCard } from './dashboard-card';
import { useTranslation } from 'react-i18next';

/** The next three events with a countdown each; the first is marked Next. */
export function UpcomingEventsCard({ today }: { today: Date }) {
  const { t } = useTranslation();
  const events = useDashboardEvents();
  const list = events.data ?? [];
  return (
    <DashboardCard
      title={t('upcomingEvents', 'Upcoming Events')}
      icon="calendar"
      to={paths.admin.events}
      source={figureSource(events)}
    >
      {events.isPending ? (
        <Spinner size="sm" label={t('loadingEvents', 'Loading events…')} />
      ) : list.length === 0 ? (
        <p className="text-sm text-ink-600">{t('noUpcomingEvents', 'No upcoming events.')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((event, index) => {
            const days = daysUntil(event.event_date, today);
            const countdown = countdownLabel(days);
            return (
              <li key={event._id} className="flex items-center gap-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-ink-900">{event.title}</p>
                  <p className="truncate text-sm text-ink-600">
                    {t('eventWhen', '{{date}} · {{time}}', {
                      date: eventDayText(event.event_date),
                      time: eventTimeText(event.event_time),
                    })}
                  </p>
                </div>
                {index === 0 && <Badge tone="ember">{t('next', 'Next')}</Badge>}
                {countdown && (
                  <Badge tone={days !== null && days < 0 ? 'neutral' : 'blue'}>{countdown}</Badge>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}
