import { cn } from '../../../shared/lib/cn';
import { useTranslation } from 'react-i18next';

/**
 * The number of unread messages beside a link. Nothing at zero; 99+ past that so the pill
 * keeps its size. The count is read out with the link ("Inbox, 3 unread").
 */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        'inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-ember-600 px-1.5 py-0.5 text-xs leading-none font-bold text-white tabular-nums',
        className,
      )}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('commaCountUnread', ', {{count}} unread', { count })}</span>
    </span>
  );
}
