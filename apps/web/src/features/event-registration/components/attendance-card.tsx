import { eventDayText } from '../../../shared/lib/event-when';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { QueryView } from '../../../shared/ui/query-view';
import { useAttendanceDashboard } from '../api';
import { useTranslation } from 'react-i18next';

/** The dashboard's attendance: for each event that takes registrations, who came of who signed up. */
export function AttendanceCard() {
  const { t } = useTranslation();
  const attendance = useAttendanceDashboard();
  return (
    <section
      aria-labelledby="attendance"
      className="rounded-3xl border border-ink-100 bg-white p-6 shadow-warm"
    >
      <h2 id="attendance" className="text-xl font-semibold">
        {t('eventAttendance', 'Event attendance')}
      </h2>
      <QueryView
        query={attendance}
        loadingLabel={t('loadingAttendance', 'Loading attendance…')}
        errorTitle={t('attendanceCouldNotBeLoaded', 'Attendance could not be loaded')}
      >
        {(events) =>
          events.length === 0 ? (
            <p className="mt-3 text-ink-600">
              {t(
                'eventsThatTakeRegistrationsShowTheirAttendanceHere',
                'Events that take registrations show their attendance here.',
              )}
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-ink-100">
              {events.map((event) => (
                <li
                  key={event.event_id}
                  className="flex flex-wrap items-center justify-between gap-2 py-3"
                >
                  <Link
                    to={paths.admin.eventRegistrations(event.event_id)}
                    className="font-semibold text-ember-700 underline-offset-4 hover:underline"
                  >
                    {event.title}
                  </Link>
                  <span className="text-sm text-ink-700">
                    {event.waitlisted > 0
                      ? t(
                          'eventAttendanceLineWithWaiting',
                          '{{date}} · {{checkedIn}} of {{registered}} checked in · {{waiting}} waiting',
                          {
                            date: eventDayText(event.event_date),
                            checkedIn: event.checked_in,
                            registered: event.registered,
                            waiting: event.waitlisted,
                          },
                        )
                      : t(
                          'eventAttendanceLine',
                          '{{date}} · {{checkedIn}} of {{registered}} checked in',
                          {
                            date: eventDayText(event.event_date),
                            checkedIn: event.checked_in,
                            registered: event.registered,
                          },
                        )}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
