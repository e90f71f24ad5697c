import type { ContactMessage } from '@torch/contract';
import { useId } from 'react';
import { cn } from '../../../shared/lib/cn';
import { clockTime, shortDate, weekdayLongDate } from '../../../shared/lib/format-date';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { replyLink } from '../lib/reply-link';
import { useTranslation } from 'react-i18next';

export interface InboxMessageItemProps {
  message: ContactMessage;
  open: boolean;
  onToggle: () => void;
  onSetRead: (read: boolean) => void;
  onDelete: () => void;
}

/**
 * One message of the Inbox: a row that says who wrote and about what, opening in place to
 * the whole message and what can be done with it.
 */
export function InboxMessageItem({
  message,
  open,
  onToggle,
  onSetRead,
  onDelete,
}: InboxMessageItemProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  const unread = message.read_at === null;
  const sent = new Date(message.created_at);
  return (
    <li
      className={cn(
        'overflow-hidden rounded-3xl border bg-white shadow-warm transition-colors',
        unread ? 'border-ember-200' : 'border-ink-100',
      )}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
        className="flex w-full items-start gap-3 px-4 py-4 text-left hover:bg-cream-50 sm:gap-4 sm:px-5"
      >
        <span
          aria-hidden="true"
          className={cn(
            'mt-2 size-2.5 shrink-0 rounded-full',
            unread ? 'bg-ember-600' : 'bg-transparent',
          )}
        />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-3">
            <span
              className={cn(
                'truncate text-ink-900',
                unread ? 'font-bold' : 'font-semibold text-ink-700',
              )}
            >
              {message.name}
            </span>
            <time dateTime={message.created_at} className="shrink-0 text-sm text-ink-500">
              {shortDate(sent)}, {clockTime(sent)}
            </time>
          </span>
          <span
            className={cn(
              'mt-0.5 block truncate',
              unread ? 'font-semibold text-ink-900' : 'text-ink-800',
            )}
          >
            {unread && <span className="sr-only">{t('unreadPrefix', 'Unread:')} </span>}
            {message.subject}
          </span>
          {!open && (
            <span className="mt-0.5 block truncate text-sm text-ink-500">{message.message}</span>
          )}
        </span>
        <Icon
          name="chevronDown"
          className={cn('mt-1 shrink-0 text-ink-400 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div id={bodyId} hidden={!open} className="border-t border-ink-100 px-4 pt-4 pb-5 sm:px-5">
        <dl className="grid gap-1 text-sm text-ink-600 sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-semibold text-ink-700">{t('from', 'From')}</dt>
          <dd className="break-all">
            {t('nameAndEmail', '{{name}} <{{email}}>', {
              name: message.name,
              email: message.email,
            })}
          </dd>
          <dt className="font-semibold text-ink-700">{t('sent', 'Sent')}</dt>
          <dd>
            {t('dateAtTime', '{{date}} at {{time}}', {
              date: weekdayLongDate(sent),
              time: clockTime(sent),
            })}
          </dd>
        </dl>
        <p className="mt-4 leading-relaxed break-words whitespace-pre-line text-ink-800">
          {message.message}
        </p>
        <div className="mt-5 grid grid-cols-1 gap-2 min-[420px]:grid-cols-3 sm:flex sm:flex-wrap">
          <a href={replyLink(message)} className={buttonClasses('primary', 'sm')}>
            <Icon name="mail" className="size-4" />
            {t('replyByEmail', 'Reply by email')}
          </a>
          <Button variant="outline" size="sm" onClick={() => onSetRead(unread)}>
            <Icon name={unread ? 'mailOpen' : 'mail'} className="size-4" />
            {unread ? t('markAsRead', 'Mark as read') : t('markAsUnread', 'Mark as unread')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800 sm:ml-auto"
            onClick={onDelete}
            aria-label={t('deleteTheMessageFromName', 'Delete the message from {{name}}', {
              name: message.name,
            })}
          >
            <Icon name="trash" className="size-4" />
            {t('delete', 'Delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
