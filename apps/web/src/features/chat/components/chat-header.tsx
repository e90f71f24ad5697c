import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { cn } from '../../../shared/lib/cn';
import { Icon } from '../../../shared/ui/icon';
import { IconButton } from '../../../shared/ui/icon-button';
import { useTranslation } from 'react-i18next';

/** Back to home, the menu on phones, the conversation's name and the Live / Offline pill. */
export function ChatHeader({
  title,
  subtitle,
  connected,
  onOpenMenu,
}: {
  title: string;
  subtitle: string;
  connected: boolean;
  onOpenMenu: () => void;
}) {
  const { t } = useTranslation();
  return (
    <header className="flex items-center gap-2 border-b border-white/10 px-2 py-2 sm:px-4">
      <Link
        to={paths.home}
        aria-label={t('backToHomeLabel', 'Back to home')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
      >
        <Icon name="arrowLeft" />
      </Link>
      <IconButton
        icon="menu"
        label={t('conversations', 'Conversations')}
        onClick={onOpenMenu}
        className="shrink-0 hover:bg-white/10 md:hidden"
      />
      <div className="min-w-0 flex-1">
        <h1 className="truncate font-sans text-lg font-semibold text-white">{title}</h1>
        <p className="truncate text-xs text-cream-300">{subtitle}</p>
      </div>
      <span
        role="status"
        className={cn(
          'inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold',
          connected ? 'bg-emerald-500/15 text-emerald-300' : 'bg-white/10 text-cream-200',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('size-2 rounded-full', connected ? 'bg-emerald-400' : 'bg-cream-300')}
        />
        {connected ? t('live', 'Live') : t('offline', 'Offline')}
      </span>
    </header>
  );
}
