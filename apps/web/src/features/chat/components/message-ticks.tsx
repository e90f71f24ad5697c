import { cn } from '../../../shared/lib/cn';
import { useTranslation } from 'react-i18next';

/**
 * One grey tick (sent), two grey (delivered), two blue (read); a clock while still pending,
 * gold while it waits for the server's send limit.
 */
export function MessageTicks({
  state,
}: {
  state: 'pending' | 'waiting' | 'sent' | 'delivered' | 'read';
}) {
  const { t } = useTranslation();
  const label = {
    pending: t('sending', 'Sending'),
    waiting: t('waitingToSend', 'Waiting to send'),
    sent: t('sent', 'Sent'),
    delivered: t('delivered', 'Delivered'),
    read: t('read', 'Read'),
  }[state];
  if (state === 'pending' || state === 'waiting')
    return (
      <svg
        viewBox="0 0 16 16"
        className={cn('size-3.5', state === 'waiting' ? 'text-gold-300' : 'text-cream-300')}
        role="img"
        aria-label={label}
      >
        <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M8 5v3.2l2 1.3" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    );
  return (
    <svg
      viewBox="0 0 20 16"
      role="img"
      aria-label={label}
      data-state={state}
      className={cn('h-3.5 w-4.5', state === 'read' ? 'text-sky-300' : 'text-cream-300')}
    >
      <path d="M1.5 8.5l3.5 3.5 7-8" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {state !== 'sent' && (
        <path d="M8 11.5l.5.5 7-8" fill="none" stroke="currentColor" strokeWidth="1.8" />
      )}
    </svg>
  );
}
