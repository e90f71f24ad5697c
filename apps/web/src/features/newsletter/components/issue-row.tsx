import type { NewsletterIssue } from '@torch/contract';
import { formatLongDate } from '../../../shared/lib/format-date';
import { Badge } from '../../../shared/ui/badge';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/lib/format-number';

const TONES = { queueing: 'blue', sending: 'gold', sent: 'green' } as const;

/** A past issue: subject, who sent it and when, its state, and how many went out or failed. */
export function IssueRow({ issue }: { issue: NewsletterIssue }) {
  const { t } = useTranslation();
  const stateLabel = {
    queueing: t('queueing', 'Queueing'),
    sending: t('sending', 'Sending'),
    sent: t('sent', 'Sent'),
  }[issue.state];
  const done = issue.sent + issue.failed;
  const share = issue.recipients ? Math.round((done / issue.recipients) * 100) : 100;
  return (
    <li className="flex flex-col gap-2 px-4 py-4 sm:px-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="min-w-0 flex-1 font-semibold break-words text-ink-900">{issue.subject}</p>
        <Badge tone={TONES[issue.state]}>{stateLabel}</Badge>
      </div>
      <p className="text-sm text-ink-500">
        {issue.sentBy
          ? t('dateBySender', '{{date}} · by {{name}}', {
              date: formatLongDate(issue.createdAt),
              name: issue.sentBy,
            })
          : formatLongDate(issue.createdAt)}
      </p>
      <div
        role="progressbar"
        aria-label={t('progressOfSubject', 'Progress of {{subject}}', { subject: issue.subject })}
        aria-valuemin={0}
        aria-valuemax={issue.recipients}
        aria-valuenow={done}
        className="h-2 overflow-hidden rounded-full bg-ink-100"
      >
        <div
          className="h-full rounded-full bg-ember-500 transition-[width]"
          style={{ width: `${share}%` }}
        />
      </div>
      <p className="text-sm text-ink-700">
        <span className="font-semibold">
          {t('countSent', '{{formattedCount}} sent', {
            count: issue.sent,
            formattedCount: formatCount(issue.sent),
          })}
        </span>
        {' · '}
        <span className={issue.failed ? 'font-semibold text-red-700' : undefined}>
          {t('countFailed', '{{formattedCount}} failed', {
            count: issue.failed,
            formattedCount: formatCount(issue.failed),
          })}
        </span>
        {' · '}
        <span>
          {t('countRecipients', {
            count: issue.recipients,
            formattedCount: formatCount(issue.recipients),
            defaultValue_one: '{{formattedCount}} recipient',
            defaultValue_other: '{{formattedCount}} recipients',
          })}
        </span>
      </p>
    </li>
  );
}
