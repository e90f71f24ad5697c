import type { NewsletterIssue } from '@torch/contract';
import { formatLongDate } from '../../../shared/lib/format-date';
import { Badge } from '../../../shared/ui/badge';
import { useTranslation } from 'react-i18next';

const STATES = {
  queueing: { label: 'Queueing', tone: 'blue' },
  sending: { label: 'Sending', tone: 'gold' },
  sent: { label: 'Sent', tone: 'green' },
} as const;

/** A past issue: subject, who sent it and when, its state, and how many went out or failed. */
export function IssueRow({ issue }: { issue: NewsletterIssue }) {
  const { t } = useTranslation();
  const state = STATES[issue.state];
  const done = issue.sent + issue.failed;
  const share = issue.recipients ? Math.round((done / issue.recipients) * 100) : 100;
  return (
    <li className="flex flex-col gap-2 px-4 py-4 sm:px-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="min-w-0 flex-1 font-semibold break-words text-ink-900">{issue.subject}</p>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      <p className="text-sm text-ink-500">
        {formatLongDate(issue.createdAt)}
        {issue.sentBy && t('bySentby', '· by {{sentBy}}', { sentBy: issue.sentBy })}
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
        <span className="font-semibold">{issue.sent.toLocaleString('en')} sent</span>
        {t('key2', ' · ')}
        <span className={issue.failed ? 'font-semibold text-red-700' : undefined}>
          {issue.failed.toLocaleString('en')} failed
        </span>
        {t('key2', ' · ')}
        {issue.recipients.toLocaleString('en')}{' '}
        {issue.recipients === 1 ? 'recipient' : 'recipients'}
      </p>
    </li>
  );
}
