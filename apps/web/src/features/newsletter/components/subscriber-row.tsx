import type { NewsletterSubscriber } from '@torch/contract';
import { longDate } from '../../../shared/lib/format-date';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { useTranslation } from 'react-i18next';

/**
 * One subscriber: a row of the table on wide screens (its columns are the page's heads), the
 * address over the date on a phone.
 */
export function SubscriberRow({
  subscriber,
  onRemove,
}: {
  subscriber: NewsletterSubscriber;
  onRemove: (subscriber: NewsletterSubscriber) => void;
}) {
  const { t } = useTranslation();
  const subscribed = longDate(new Date(subscriber.createdAt));
  return (
    <li className="flex items-center gap-3 px-4 py-3 sm:grid sm:grid-cols-[1fr_12rem_7rem] sm:gap-4 sm:px-5">
      <div className="min-w-0 flex-1">
        <a
          href={`mailto:${subscriber.email}`}
          className="block font-medium break-all text-ink-900 hover:text-ember-700"
        >
          {subscriber.email}
        </a>
        {subscriber.status !== 'confirmed' && (
          <Badge tone={subscriber.status === 'pending' ? 'gold' : 'neutral'}>
            {subscriber.status === 'pending'
              ? t('notConfirmed', 'Not confirmed')
              : t('unsubscribed', 'Unsubscribed')}
          </Badge>
        )}
        <p className="text-sm text-ink-500 sm:hidden">
          {t('subscribedOnDate', 'Subscribed {{date}}', { date: subscribed })}
        </p>
      </div>
      <time dateTime={subscriber.createdAt} className="hidden text-sm text-ink-600 sm:block">
        {subscribed}
      </time>
      <Button
        variant="ghost"
        size="sm"
        className="shrink-0 text-red-700 hover:bg-red-50 hover:text-red-800 sm:justify-self-end"
        onClick={() => onRemove(subscriber)}
        aria-label={t('removeEmail', 'Remove {{email}}', { email: subscriber.email })}
      >
        <Icon name="trash" className="size-4" />
        {/* On a phone the icon alone, so the address keeps the row's width. */}
        <span className="max-sm:sr-only">{t('remove', 'Remove')}</span>
      </Button>
    </li>
  );
}
