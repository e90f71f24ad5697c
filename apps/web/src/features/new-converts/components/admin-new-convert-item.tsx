import type { NewConvert } from '@torch/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { mediumDate } from '../../../shared/lib/format-date';

const yesNo = (t: TFunction, value: string | null) =>
  value === 'yes' ? t('yes', 'Yes') : value === 'no' ? t('no', 'No') : '—';

/** One new believer, read-only, with every answer of the form. */
export function AdminNewConvertItem({ convert }: { convert: NewConvert }) {
  const { t } = useTranslation();
  // [what it is, its label, its value]: the first stays the same in every language.
  const facts: [string, string, string][] = [
    ['email', t('email', 'Email'), convert.email],
    ['phone', t('phoneLabel', 'Phone'), `${convert.areaCode} ${convert.phoneNumber}`],
    ['country', t('country', 'Country'), convert.country],
    [
      'community',
      t('community', 'Community'),
      convert.community.length > 0 ? convert.community.join(', ') : '—',
    ],
    ['whatsApp', t('whatsApp', 'WhatsApp'), yesNo(t, convert.whatsApp)],
    ['whatsAppGroup', t('whatsAppGroup', 'WhatsApp group'), yesNo(t, convert.whatsAppGroup)],
  ];
  return (
    <li className="rounded-3xl border border-ink-100 bg-white p-5 shadow-warm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-sans text-lg font-semibold text-ink-900">
          {convert.firstName} {convert.lastName}
        </h3>
        <time dateTime={convert.createdAt} className="text-sm text-ink-500">
          {mediumDate(new Date(convert.createdAt))}
        </time>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([fact, label, value]) => (
          <div key={fact} className="min-w-0">
            <dt className="text-ink-500">{label}</dt>
            {/* A phone number on one line: broken in two it is easily misread. */}
            <dd
              className={`text-ink-800 ${fact === 'phone' ? 'whitespace-nowrap' : 'break-words'}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
