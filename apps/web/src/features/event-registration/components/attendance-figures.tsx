import type { Attendance } from '@torch/contract';
import { useTranslation } from 'react-i18next';

/** The door's counts, in people (a registration with guests counts each of them). */
export function AttendanceFigures({ attendance }: { attendance: Attendance }) {
  const { t } = useTranslation();
  const figures: Array<[string, number | string]> = [
    [
      'Registered',
      attendance.capacity
        ? t('registeredCapacity', '{{registered}} / {{capacity}}', {
            registered: attendance.registered,
            capacity: attendance.capacity,
          })
        : attendance.registered,
    ],
    ['Checked in', attendance.checked_in],
    ['Waitlist', attendance.waitlisted],
  ];
  return (
    <dl className="grid grid-cols-3 gap-3" aria-live="polite">
      {figures.map(([label, value]) => (
        <div
          key={label}
          className="rounded-2xl border border-ink-100 bg-white p-3 text-center shadow-warm"
        >
          <dt className="text-xs font-semibold tracking-wider text-ink-500 uppercase">{label}</dt>
          <dd
            className="mt-1 text-2xl font-semibold"
            data-testid={`count-${label.toLowerCase().replace(' ', '-')}`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
