import { memo } from 'react';
import type { ChatMessage } from '@torch/contract';
import { cn } from '../../../shared/lib/cn';
import { Avatar } from '../../../shared/ui/avatar';
import { Icon } from '../../../shared/ui/icon';
import { messageTime } from '../lib/message-time';
import { MessageTicks } from './message-ticks';
import { useTranslation } from 'react-i18next';

/** The quick reactions under a hovered message (docs/product.md#chat). */
export const QUICK_REACTIONS = ['👍', '❤️', '😂'] as const;

export interface MessageView {
  message: Pick<
    ChatMessage,
    | '_id'
    | 'content'
    | 'authorName'
    | 'authorAvatar'
    | 'isImage'
    | 'replyTo'
    | 'reactions'
    | 'created_at'
  > &
    Partial<Pick<ChatMessage, 'delivered' | 'read'>>;
  mine: boolean;
  pending: boolean;
  /** A pending message the server's send limit holds back until then (epoch ms). */
  waitingUntil?: number;
  /** First of a run of consecutive messages by one author: shows the avatar and the name. */
  firstOfGroup: boolean;
}

/** One message: avatar, name, reply quote, text or image, time, ticks and reaction chips. */
export const MessageItem = memo(function MessageItem({
  view,
  myId,
  onReact,
  onReply,
  onOpenImage,
}: {
  view: MessageView;
  myId: string;
  onReact: (messageId: string, emoji: string) => void;
  onReply: (message: MessageView['message']) => void;
  onOpenImage: (url: string) => void;
}) {
  const { t } = useTranslation();
  const { message, mine, pending, firstOfGroup } = view;
  const reactions = Object.entries(message.reactions);
  const tick = pending
    ? view.waitingUntil
      ? 'waiting'
      : 'pending'
    : message.read
      ? 'read'
      : message.delivered
        ? 'delivered'
        : 'sent';
  return (
    <li
      className={cn(
        'group relative flex gap-2 px-3 sm:px-5',
        mine ? 'flex-row-reverse' : 'flex-row',
        firstOfGroup ? 'mt-3' : 'mt-0.5',
      )}
    >
      {!mine && (
        <span className="w-9 shrink-0">
          {firstOfGroup && (
            <Avatar
              name={message.authorName}
              src={message.authorAvatar}
              size="sm"
              className="ring-ink-900"
            />
          )}
        </span>
      )}
      <div
        className={cn(
          'flex max-w-[80%] min-w-0 flex-col sm:max-w-[65%]',
          mine ? 'items-end' : 'items-start',
        )}
      >
        {!mine && firstOfGroup && (
          <span className="mb-0.5 px-1 text-xs font-semibold wrap-anywhere text-ember-200">
            {message.authorName}
          </span>
        )}
        <div
          className={cn(
            'relative rounded-2xl px-3.5 py-2 shadow-sm',
            mine
              ? 'rounded-br-md bg-ember-700 text-white'
              : 'rounded-bl-md bg-white/10 text-cream-50',
            pending && 'opacity-75',
          )}
        >
          {message.replyTo && (
            <div className="mb-1.5 rounded-lg border-l-4 border-gold-400 bg-black/20 px-2.5 py-1 text-xs">
              <span className="block font-semibold wrap-anywhere text-gold-300">
                {message.replyTo.authorName}
              </span>
              <span className="line-clamp-2 wrap-anywhere text-cream-200">
                {message.replyTo.content}
              </span>
            </div>
          )}
          {message.isImage ? (
            <button
              type="button"
              onClick={() => onOpenImage(message.content)}
              className="block overflow-hidden rounded-xl"
              aria-label={t('openImageFromAuthorname', 'Open image from {{authorName}}', {
                authorName: message.authorName,
              })}
            >
              <img
                src={message.content}
                alt={t('sharedByAuthorname', 'Shared by {{authorName}}', {
                  authorName: message.authorName,
                })}
                loading="lazy"
                className="max-h-72 w-auto max-w-full object-cover"
              />
            </button>
          ) : (
            <p className="text-[0.95rem] leading-relaxed wrap-anywhere whitespace-pre-wrap">
              {message.content}
            </p>
          )}
          <span className="mt-0.5 flex items-center justify-end gap-1 text-[0.7rem] text-cream-300">
            <time dateTime={message.created_at}>{messageTime(message.created_at)}</time>
            {mine && <MessageTicks state={tick} />}
          </span>
        </div>
        {reactions.length > 0 && (
          <ul className="mt-1 flex flex-wrap gap-1" aria-label={t('reactions', 'Reactions')}>
            {reactions.map(([emoji, { count, userIds }]) => {
              const reacted = userIds.includes(myId);
              return (
                <li key={emoji}>
                  <button
                    type="button"
                    onClick={() => onReact(message._id, emoji)}
                    aria-pressed={reacted}
                    aria-label={t('emojiCount', '{{emoji}} {{count}}', { emoji, count })}
                    className={cn(
                      'rounded-full border px-2 py-0.5 text-xs',
                      reacted
                        ? 'border-ember-300 bg-ember-500/30 text-white'
                        : 'border-white/15 bg-white/5 text-cream-100',
                    )}
                  >
                    {emoji} {count}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {!pending && (
        <div
          className={cn(
            'pointer-events-none flex items-center gap-0.5 self-center rounded-full bg-ink-800 px-1 py-0.5 opacity-0 shadow-lg ring-1 ring-white/10 transition-opacity',
            'group-focus-within:pointer-events-auto group-focus-within:opacity-100 group-hover:pointer-events-auto group-hover:opacity-100',
          )}
        >
          {QUICK_REACTIONS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              onClick={() => onReact(message._id, emoji)}
              aria-label={t('reactEmoji', 'React {{emoji}}', { emoji })}
              className="rounded-full px-1.5 py-1 text-base hover:bg-white/10"
            >
              {emoji}
            </button>
          ))}
          <button
            type="button"
            onClick={() => onReply(message)}
            aria-label={t('reply', 'Reply')}
            className="rounded-full p-1.5 text-cream-100 hover:bg-white/10"
          >
            <Icon name="arrowLeft" className="size-4" />
          </button>
        </div>
      )}
    </li>
  );
});
