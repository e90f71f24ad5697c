import { memo } from 'react';
import { cn } from '../../../shared/lib/cn';
import { Icon } from '../../../shared/ui/icon';
import type { AssistantMessage } from '../lib/assistant-message';
import { clockTime } from '../../../shared/lib/format-date';
import { AssistantReplyText } from './assistant-reply-text';
import { useTranslation } from 'react-i18next';

/** One bubble: the user's on the right in ember, the assistant's on the left on white. */
export const AssistantMessageBubble = memo(function AssistantMessageBubble({
  message,
  onNavigate,
}: {
  message: AssistantMessage;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const mine = message.sender === 'user';
  return (
    <li
      className={cn('flex items-end gap-2', mine ? 'flex-row-reverse pl-10' : 'pr-8')}
      aria-busy={message.streaming ? true : undefined}
    >
      {!mine && (
        <span
          aria-hidden="true"
          className="mb-5 flex size-7 shrink-0 items-center justify-center rounded-full flame-bg text-white shadow-sm"
        >
          <Icon name="sparkle" className="size-4" />
        </span>
      )}
      <div className={cn('flex min-w-0 flex-col gap-1', mine ? 'items-end' : 'items-start')}>
        <p className="sr-only">
          {mine ? t('youSaid', 'You said') : t('assistantSaid', 'Assistant said')}
        </p>
        <div
          className={cn(
            'max-w-full rounded-2xl px-3.5 py-2.5 text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap',
            mine
              ? 'rounded-br-md bg-ember-600 text-white'
              : 'rounded-bl-md border border-cream-200 bg-white text-ink-800 shadow-warm',
          )}
        >
          <AssistantReplyText text={message.text} onNavigate={onNavigate} />
          {message.streaming && (
            <span
              aria-hidden="true"
              data-testid="assistant-cursor"
              className="ml-0.5 inline-block h-[1.05em] w-[0.5em] translate-y-[0.18em] animate-pulse rounded-[2px] bg-ember-500"
            />
          )}
        </div>
        <time dateTime={message.timestamp.toISOString()} className="px-1 text-xs text-ink-500">
          {clockTime(message.timestamp)}
        </time>
      </div>
    </li>
  );
});
