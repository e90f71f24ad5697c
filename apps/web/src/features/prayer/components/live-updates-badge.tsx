import { useTranslation } from 'react-i18next';
import type { SocketState } from '../../../shared/api/socket-client';
import { cn } from '../../../shared/lib/cn';

/**
 * The wall's Live Updates badge, telling the live connection as it is
 * (docs/product.md#prayer-wall): green only while the socket is up; grey while it first
 * connects; amber and "Offline" once it is lost, while it keeps trying and the wall falls back
 * to its 30-second refetch.
 */
export function LiveUpdatesBadge({ state }: { state: SocketState }) {
  const { t } = useTranslation();
  const look = {
    connected: {
      label: t('liveUpdates', 'Live Updates'),
      title: t('connectedNewRequestsAppearInstantly', 'Connected: new requests appear instantly'),
      badge: 'bg-emerald-50 text-emerald-800',
      dot: 'animate-pulse bg-emerald-500',
    },
    connecting: {
      label: t('connecting', 'Connecting…'),
      title: t('connectingToLiveUpdates', 'Connecting to live updates…'),
      badge: 'bg-ink-100 text-ink-700',
      dot: 'bg-ink-400',
    },
    offline: {
      label: t('offline', 'Offline'),
      title: t(
        'notConnectedNewRequestsShowWhenTheConnectionReturns',
        'Not connected: new requests show when the connection returns',
      ),
      badge: 'bg-amber-50 text-amber-900',
      dot: 'bg-amber-500',
    },
  }[state];
  return (
    <span
      role="status"
      data-state={state}
      title={look.title}
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold',
        look.badge,
      )}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', look.dot)} />
      {look.label}
      {state !== 'connected' && <span className="sr-only">{look.title}</span>}
    </span>
  );
}
