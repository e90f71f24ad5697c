import type { ReactNode } from 'react';
import { cn } from '../../../shared/lib/cn';
import { unreadBadge } from '../lib/message-time';
import { useTranslation } from 'react-i18next';

/** One conversation in the sidebar: picture, name, a line under it, and its unread badge. */
export function RoomButton({
  active,
  onSelect,
  picture,
  name,
  detail,
  unread,
}: {
  active: boolean;
  onSelect: () => void;
  picture: ReactNode;
  name: string;
  detail: string;
  unread: number;
}) {
  const { t } = useTranslation();
  const badge = unreadBadge(unread);
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={active ? 'true' : undefined}
      className={cn(
        'flex w-full items-center gap-3 rounded-2xl px-3 py-2.5 text-left transition-colors',
        active ? 'bg-white/12 text-white' : 'text-cream-100 hover:bg-white/6',
      )}
    >
      {picture}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{name}</span>
        <span className="block truncate text-xs text-cream-300">{detail}</span>
      </span>
      {badge && (
        <span className="min-w-6 rounded-full bg-ember-600 px-1.5 py-0.5 text-center text-xs font-bold text-white">
          {/* A generic span may not carry aria-label, so the count is read out from hidden text. */}
          <span aria-hidden="true">{badge}</span>
          <span className="sr-only">{t('countUnread', '{{count}} unread', { count: unread })}</span>
        </span>
      )}
    </button>
  );
}
