import { useLayoutEffect, useRef, useState } from 'react';
import { chatLimits, chatTexts } from '@torch/contract';
import { Icon } from '../../../shared/ui/icon';
import { Spinner } from '../../../shared/ui/spinner';
import { MessageItem, type MessageView } from './message-item';
import { useTranslation } from 'react-i18next';

/** Messages of one author within this many minutes form a group (one avatar, one name). */
const GROUP_GAP_MS = 5 * 60 * 1000;

export function groupMessages(
  /** `authorId` null: a former member's (each such message stands alone, as they may differ). */
  items: { view: Omit<MessageView, 'firstOfGroup'>; authorId: string | null }[],
): MessageView[] {
  return items.map(({ view, authorId }, index) => {
    const previous = items[index - 1];
    const firstOfGroup =
      !previous ||
      authorId === null ||
      previous.authorId !== authorId ||
      new Date(view.message.created_at).getTime() -
        new Date(previous.view.message.created_at).getTime() >
        GROUP_GAP_MS;
    return { ...view, firstOfGroup };
  });
}

/**
 * The conversation: stays at the bottom as messages arrive while the reader is there, offers a
 * scroll-to-bottom button once they are more than 150 px up, and loads older pages on request.
 */
export function MessageList({
  views,
  myId,
  loading,
  canLoadOlder,
  loadingOlder,
  onLoadOlder,
  onReact,
  onReply,
  onOpenImage,
}: {
  views: MessageView[];
  myId: string;
  loading: boolean;
  canLoadOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onReact: (messageId: string, emoji: string) => void;
  onReply: (message: MessageView['message']) => void;
  onOpenImage: (url: string) => void;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const [awayFromBottom, setAwayFromBottom] = useState(false);
  const stick = useRef(true);
  const lastId = views.at(-1)?.message._id;
  const lastIsMine = views.at(-1)?.mine ?? false;
  const heightBefore = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (stick.current || lastIsMine) element.scrollTop = element.scrollHeight;
  }, [lastId, lastIsMine]);

  // The list shrinks when a bar opens below it (a reply, the send-limit notice, a phone's
  // keyboard): a reader at the bottom stays at the bottom instead of losing the last lines.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stick.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Older messages go above: keep what the reader looks at where it is.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || heightBefore.current === null || loadingOlder) return;
    element.scrollTop += element.scrollHeight - heightBefore.current;
    heightBefore.current = null;
  }, [views.length, loadingOlder]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    stick.current = distance <= chatLimits.scrollToBottomPx;
    setAwayFromBottom(distance > chatLimits.scrollToBottomPx);
  };

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        onScroll={onScroll}
        className="h-full overflow-y-auto overscroll-contain pb-4"
        role="log"
        aria-live="polite"
        aria-label={t('messages', 'Messages')}
      >
        {loading ? (
          <div className="flex h-full items-center justify-center">
            <Spinner label={t('loadingMessagesLabel', 'Loading messages')} />
          </div>
        ) : views.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center text-cream-200">
            <span className="flame-bg flex size-14 items-center justify-center rounded-2xl text-white">
              <Icon name="chat" className="size-7" />
            </span>
            <p>{chatTexts.empty}</p>
          </div>
        ) : (
          <>
            {canLoadOlder && (
              <div className="flex justify-center pt-3">
                <button
                  type="button"
                  onClick={() => {
                    heightBefore.current = scroller.current?.scrollHeight ?? null;
                    onLoadOlder();
                  }}
                  disabled={loadingOlder}
                  className="rounded-full bg-white/10 px-4 py-1.5 text-sm text-cream-100 hover:bg-white/15 disabled:opacity-60"
                >
                  {loadingOlder
                    ? t('loadingEllipsis', 'Loading…')
                    : t('loadEarlierMessages', 'Load earlier messages')}
                </button>
              </div>
            )}
            <ul className="pt-2">
              {views.map((view) => (
                <MessageItem
                  key={view.message._id}
                  view={view}
                  myId={myId}
                  onReact={onReact}
                  onReply={onReply}
                  onOpenImage={onOpenImage}
                />
              ))}
            </ul>
          </>
        )}
      </div>
      {awayFromBottom && (
        <button
          type="button"
          onClick={() => {
            const element = scroller.current;
            element?.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
          }}
          aria-label={t('scrollToTheLatestMessage', 'Scroll to the latest message')}
          className="absolute right-4 bottom-4 flex size-11 items-center justify-center rounded-full bg-ember-600 text-white shadow-lg hover:bg-ember-500"
        >
          <Icon name="chevronDown" className="size-5" />
        </button>
      )}
    </div>
  );
}
