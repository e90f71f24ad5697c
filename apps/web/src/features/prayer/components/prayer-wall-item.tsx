import type { PublicPrayerRequest } from '@torch/contract';
import { Avatar } from '../../../shared/ui/avatar';
import { Badge } from '../../../shared/ui/badge';
import { prayerAge } from '../lib/prayer-age';
import { useTranslation } from 'react-i18next';

/** One request on the wall: who, how long ago, and what they ask. */
export function PrayerWallItem({ request, now }: { request: PublicPrayerRequest; now: Date }) {
  const { t } = useTranslation();
  return (
    <li className="flex gap-4 rounded-2xl border border-ink-100 bg-white p-4 animate-rise-in">
      <Avatar name={request.name} src={request.avatar_url} size="md" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="font-semibold text-ink-900">{request.name}</p>
          {request.user_id && <Badge tone="blue">{t('member', 'Member')}</Badge>}
          {request.is_answered && <Badge tone="green">{t('answered', 'Answered')}</Badge>}
          <time dateTime={request.created_at} className="ml-auto text-xs text-ink-500">
            {prayerAge(request.created_at, now)}
          </time>
        </div>
        <p className="mt-2 leading-relaxed wrap-anywhere whitespace-pre-line text-ink-700">
          {request.request_text}
        </p>
      </div>
    </li>
  );
}
