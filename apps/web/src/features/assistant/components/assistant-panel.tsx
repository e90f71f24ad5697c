import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { cn } from '../../../shared/lib/cn';
import { Icon } from '../../../shared/ui/icon';
import { IconButton } from '../../../shared/ui/icon-button';
import { useAssistantConversation } from '../hooks/use-assistant-conversation';
import { panelPlacement } from '../lib/panel-placement';
import { AssistantComposer } from './assistant-composer';
import { AssistantMessageBubble } from './assistant-message-bubble';
import { useTranslation } from 'react-i18next';

/**
 * The assistant's panel (docs/product.md#assistant). It stays mounted once opened, only hidden when
 * closed, so the conversation is still there when the visitor comes back to it; an answer in
 * flight is cancelled only when the panel leaves the page.
 */
export function AssistantPanel({
  id,
  open,
  onClose,
  onNavigate,
}: {
  id: string;
  open: boolean;
  /** Escape or the close button: the launcher hides the panel and takes focus back. */
  onClose: () => void;
  /** A link in an answer was followed. */
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { messages, input, setInput, isLoading, announcement, send } = useAssistantConversation();
  const panel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  // Opening moves focus into the panel: to the question box, or the panel while it is disabled.
  useLayoutEffect(() => {
    if (!open) return;
    (inputRef.current?.disabled ? panel.current : inputRef.current)?.focus();
  }, [open]);

  // The question box is disabled while an answer streams, which drops focus; give it back.
  useEffect(() => {
    if (isLoading || !open) return;
    const active = document.activeElement;
    if (active === null || active === document.body || panel.current?.contains(active)) {
      inputRef.current?.focus();
    }
  }, [isLoading, open]);

  // The newest message stays in view as the answer grows (before paint, so nothing jumps).
  useLayoutEffect(() => {
    const element = list.current;
    if (open && element) element.scrollTop = element.scrollHeight;
  }, [messages, open]);

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className={cn(panelPlacement, 'origin-bottom-right animate-fade-up focus:outline-none')}
    >
      <div className="relative flex items-center gap-3 overflow-hidden bg-ink-900 px-4 py-3.5 text-cream-50">
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-10 size-40 rounded-full bg-ember-600/35 blur-2xl"
        />
        <span
          aria-hidden="true"
          className="relative flex size-10 shrink-0 items-center justify-center rounded-full flame-bg text-white shadow-glow"
        >
          <Icon name="sparkle" className="size-5" />
        </span>
        <div className="relative min-w-0 flex-1">
          <h2 id={titleId} className="text-lg leading-tight font-semibold text-cream-50">
            {t('aiAssistant', 'AI Assistant')}
          </h2>
          <p className="truncate text-sm text-cream-200">
            {t('askAboutServicesAndEvents', 'Ask about services and events')}
          </p>
        </div>
        <IconButton
          icon="close"
          label={t('closeAssistant', 'Close assistant')}
          onClick={onClose}
          className="relative -mr-1 shrink-0 text-cream-200 transition-colors hover:bg-white/10 hover:text-white sm:hidden"
        />
      </div>

      <ol
        ref={list}
        aria-label={t('conversation', 'Conversation')}
        className="flex flex-1 flex-col gap-4 overflow-y-auto overscroll-contain px-3.5 py-4"
      >
        {messages.map((message) => (
          <AssistantMessageBubble key={message.id} message={message} onNavigate={onNavigate} />
        ))}
      </ol>

      <AssistantComposer
        input={input}
        onInput={setInput}
        onSend={send}
        isLoading={isLoading}
        inputRef={inputRef}
      />
      {/* The finished answer is read out once, not chunk by chunk as it streams in. */}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
