import type { Attendance } from '@torch/contract';
import { useTranslation } from 'react-i18next';

/** The door's counts, in people (a registration with guests counts each of them). */
export function AttendanceFigures({ attendance }: { attendance: Attendance }) {
  const { t } = useTranslation();
  const figures: Array<[string, string, number | string]> = [
    [
      'registered',
      t('registered', 'Registered'),
      attendance.capacity
        ? t('registeredOfCapacity', '{{registered}} / {{capacity}}', {
            registered: attendance.registered,
            capacity: attendance.capacity,
          })
        : attendance.registered,
    ],
    ['checked-in', t('checkedIn', 'Checked in'), attendance.checked_in],
    ['waitlist', t('waitlist', 'Waitlist'), attendance.waitlisted],
  ];
  return (
    <dl className="grid grid-cols-3 gap-3" aria-live="polite">
      {figures.map(([id, label, value]) => (
        <div
          key={id}
          className="rounded-2xl border border-ink-100 bg-white p-3 text-center shadow-warm"
        >
          <dt className="text-xs font-semibold tracking-wider text-ink-500 uppercase">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold" data-testid={`count-${id}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
