import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { useFilterParam, useSearchText } from '../../../shared/lib/use-list-filters';
import { AdminList } from '../../../shared/ui/admin-list';
import { AdminScreen } from '../../../shared/ui/admin-screen';
import { Button } from '../../../shared/ui/button';
import { Tabs } from '../../../shared/ui/tabs';
import { SearchInput } from '../../../shared/ui/search-input';
import {
  useAttendance,
  useDownloadRegistrationsCsv,
  useRegistrationList,
  type RegistrationFilter,
} from '../api';
import { AttendanceFigures } from '../components/attendance-figures';
import { MailAttendeesModal } from '../components/mail-attendees-modal';
import { RegistrationRow } from '../components/registration-row';
import { useTranslation } from 'react-i18next';

const filters = [
  'all',
  'confirmed',
  'waitlisted',
  'checked-in',
  'cancelled',
] as const satisfies ReadonlyArray<RegistrationFilter>;

/** An event's registrations, waitlist and check-ins: search, CSV, mail everyone coming. */
export function AdminEventRegistrationsPage() {
  const { t } = useTranslation();
  const eventId = useParams().id ?? '';
  const tabs = [
    { id: 'all', label: t('allFilter', 'All') },
    { id: 'confirmed', label: t('registered', 'Registered') },
    { id: 'waitlisted', label: t('waitlist', 'Waitlist') },
    { id: 'checked-in', label: t('checkedIn', 'Checked in') },
    { id: 'cancelled', label: t('cancelled', 'Cancelled') },
  ] as const satisfies ReadonlyArray<{ id: (typeof filters)[number]; label: string }>;
  const [status, setStatus] = useFilterParam<RegistrationFilter>('status', 'all', filters);
  const { text, setText, search } = useSearchText('q');
  const [mailing, setMailing] = useState(false);
  const attendance = useAttendance(eventId);
  const list = useRegistrationList(eventId, status, search);
  const download = useDownloadRegistrationsCsv(eventId);
  return (
    <AdminScreen
      title={
        attendance.data
          ? t('registrationsTitle', 'Registrations: {{title}}', { title: attendance.data.title })
          : t('registrations', 'Registrations')
      }
      summary={t(
        'whoIsComingWhoWaitsForAPlaceAndWhoHasArrived',
        'Who is coming, who waits for a place, and who has arrived.',
      )}
      actions={
        <>
          <Link
            to={paths.admin.eventCheckIn(eventId)}
            className="font-semibold text-ember-700 underline-offset-4 hover:underline"
          >
            {t('checkinScreen', 'Check-in screen')}
          </Link>
          <Button
            variant="outline"
            loading={download.isPending}
            onClick={() =>
              download.mutate(undefined, {
                onError: (error) =>
                  toast.error(
                    t('exportFailedReason', 'Export failed: {{reason}}', {
                      reason: errorMessage(error, t('somethingWentWrong', 'Something went wrong')),
                    }),
                  ),
              })
            }
          >
            {t('exportCsv', 'Export CSV')}
          </Button>
          <Button onClick={() => setMailing(true)}>
            {t('mailAllAttendees', 'Mail all attendees')}
          </Button>
        </>
      }
    >
      {attendance.data && <AttendanceFigures attendance={attendance.data} />}
      <div className="mt-6">
        <SearchInput
          id="registration-search"
          label={t('searchByNameEmailOrTicket', 'Search by name, email or ticket')}
          value={text}
          onSearch={setText}
        />
      </div>
      <div className="mt-4">
        <Tabs
          label={t('registrationsByState', 'Registrations by state')}
          items={tabs}
          value={status}
          onChange={setStatus}
        >
          <AdminList
            query={list}
            label={t('registrations', 'Registrations')}
            loadingLabel={t('loadingRegistrations', 'Loading registrations…')}
            errorTitle={t('registrationsCouldNotBeLoaded', 'Registrations could not be loaded')}
            empty={{
              icon: 'calendar',
              title: search
                ? t('noOneMatches', 'No one matches.')
                : t('noRegistrationsHereYet', 'No registrations here yet.'),
            }}
            more={{ query: list, noun: t('registrationsNoun', 'registrations') }}
            className="divide-y divide-ink-100 overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-warm"
          >
            {(registration) => (
              <RegistrationRow key={registration._id} registration={registration} />
            )}
          </AdminList>
        </Tabs>
      </div>
      {mailing && <MailAttendeesModal eventId={eventId} onClose={() => setMailing(false)} />}
    </AdminScreen>
  );
}
