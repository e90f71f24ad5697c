import type { CheckInResult } from '@torch/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { cn } from '../../../shared/lib/cn';
import { useSearchText } from '../../../shared/lib/use-list-filters';
import { AdminList } from '../../../shared/ui/admin-list';
import { AdminScreen } from '../../../shared/ui/admin-screen';
import { Button } from '../../../shared/ui/button';
import { SearchInput } from '../../../shared/ui/search-input';
import { useAttendance, useCheckIn, useRegistrationList } from '../api';
import { AttendanceFigures } from '../components/attendance-figures';
import { QrScanner } from '../components/qr-scanner';
import { RegistrationRow } from '../components/registration-row';
import { useTranslation } from 'react-i18next';

/**
 * The door (docs/events.md#check-in), made for a phone: scan a ticket or find a name, one tap
 * marks the arrival; the counts refresh every few seconds so several phones agree.
 */
export function AdminCheckInPage() {
  const { t } = useTranslation();
  const eventId = useParams().id ?? '';
  const attendance = useAttendance(eventId, true);
  const checkIn = useCheckIn(eventId);
  const { text, setText, search } = useSearchText('q');
  const people = useRegistrationList(eventId, 'confirmed', search);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  const mark = (body: { code?: string; registrationId?: string }) =>
    checkIn.mutate(body, {
      onSuccess: (result: CheckInResult) =>
        setSaid({ ok: result.first_time, text: result.message }),
      onError: (error) =>
        setSaid({ ok: false, text: errorMessage(error, t('checkInFailed', 'Check-in failed')) }),
    });

  return (
    <AdminScreen
      title={
        attendance.data
          ? t('checkInTitle', 'Check-in: {{title}}', { title: attendance.data.title })
          : t('checkIn', 'Check-in')
      }
      actions={
        <Link
          to={paths.admin.eventRegistrations(eventId)}
          className="font-semibold text-ember-700 underline-offset-4 hover:underline"
        >
          {t('allRegistrations', 'All registrations')}
        </Link>
      }
    >
      <div className="mx-auto grid max-w-xl gap-5">
        {attendance.data && <AttendanceFigures attendance={attendance.data} />}
        {said && (
          <p
            role="status"
            className={cn(
              'rounded-2xl px-4 py-3 text-lg font-semibold',
              said.ok ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900',
            )}
          >
            {said.text}
          </p>
        )}
        <QrScanner onCode={(code) => mark({ code })} />
        <SearchInput
          id="check-in-search"
          label={t('findByName', 'Find by name')}
          autoComplete="off"
          value={text}
          onSearch={setText}
        />
        <AdminList
          query={people}
          label={t('peopleRegistered', 'People registered')}
          loadingLabel={t('loadingPeople', 'Loading people…')}
          errorTitle={t('peopleCouldNotBeLoaded', 'People could not be loaded')}
          empty={{
            icon: 'users',
            title: search
              ? t('noOneByThatName', 'No one by that name.')
              : t('noOneRegisteredYet', 'No one registered yet.'),
          }}
          more={{ query: people, noun: t('peopleNoun', 'people') }}
          className="divide-y divide-ink-100 overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-warm"
        >
          {(registration) => (
            <RegistrationRow
              key={registration._id}
              registration={registration}
              action={
                <Button
                  size="sm"
                  variant={registration.checked_in_at ? 'outline' : 'primary'}
                  aria-label={t('checkInName', 'Check in {{name}}', {
                    name: registration.full_name,
                  })}
                  onClick={() => mark({ registrationId: registration._id })}
                >
                  {registration.checked_in_at
                    ? t('arrived', 'Arrived')
                    : t('checkInAction', 'Check in')}
                </Button>
              }
            />
          )}
        </AdminList>
      </div>
    </AdminScreen>
  );
}
