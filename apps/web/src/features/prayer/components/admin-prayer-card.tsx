import type { PrayerRequest } from '@torch/contract';
import { AdminActionButton } from '../../../shared/ui/admin-action-button';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { Avatar } from '../../../shared/ui/avatar';
import { Badge, type BadgeTone } from '../../../shared/ui/badge';
import { prayerStatus, type PrayerAction, type PrayerStatus } from '../lib/prayer-status';
import { Trans, useTranslation } from 'react-i18next';
import { mediumDateTime } from '../../../shared/lib/format-date';

const statusTones: Record<PrayerStatus, BadgeTone> = {
  Answered: 'green',
  Private: 'neutral',
  Public: 'blue',
};

/** One request for the prayer team: who, how to reach them, what they ask, and the actions. */
export function AdminPrayerCard({
  request,
  onAction,
}: {
  request: PrayerRequest;
  onAction: (request: PrayerRequest, action: PrayerAction) => void;
}) {
  const { t } = useTranslation();
  const status = prayerStatus(request);
  const statusLabel = {
    Answered: t('answered', 'Answered'),
    Private: t('private', 'Private'),
    Public: t('public', 'Public'),
  }[status];
  return (
    <li className="flex flex-col gap-4 rounded-3xl border border-ink-100 bg-white p-5 shadow-warm">
      <div className="flex items-start gap-4">
        <Avatar name={request.name} src={request.avatar_url} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-sans text-lg font-semibold text-ink-900">{request.name}</h3>
            {request.user_id && <Badge tone="blue">{t('member', 'Member')}</Badge>}
            <Badge tone={statusTones[status]} className="ml-auto">
              {statusLabel}
            </Badge>
          </div>
          <p className="text-sm break-all text-ink-600">
            {request.email ?? t('noEmailProvided', 'No email provided')}
          </p>
        </div>
      </div>
      <p className="leading-relaxed break-words whitespace-pre-line text-ink-800">
        {request.request_text}
      </p>
      <div className="flex flex-col gap-3 border-t border-ink-100 pt-4">
        <p className="text-sm text-ink-500">
          <Trans
            i18nKey="submittedAt"
            defaults="Submitted <0>{{date}}</0>"
            values={{ date: mediumDateTime(new Date(request.created_at)) }}
            components={[<time dateTime={request.created_at} />]}
          />
        </p>
        {/* A fixed grid, not wrapping: on a phone the two toggles share a row and Delete
            takes the next; wider, all three sit in one row whatever their labels say. */}
        <div
          data-testid="prayer-actions"
          className="grid grid-cols-2 gap-2 sm:flex sm:justify-end [&>*]:whitespace-nowrap"
        >
          <Button variant="outline" size="sm" onClick={() => onAction(request, 'answered')}>
            {/* Icons give way on a phone so 'Mark Unanswered' keeps to its half of the row. */}
            <Icon name="check" className="size-4 max-sm:hidden" />
            {request.is_answered
              ? t('markUnanswered', 'Mark Unanswered')
              : t('markAnswered', 'Mark Answered')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => onAction(request, 'privacy')}>
            <Icon name={request.is_private ? 'users' : 'lock'} className="size-4 max-sm:hidden" />
            {request.is_private ? t('makePublic', 'Make Public') : t('makePrivate', 'Make Private')}
          </Button>
          <div className="col-span-2 grid sm:block">
            <AdminActionButton
              action="delete"
              itemName={t('theRequestFromName', 'the request from {{name}}', {
                name: request.name,
              })}
              onClick={() => onAction(request, 'delete')}
            />
          </div>
        </div>
      </div>
    </li>
  );
}
