import { useId, type RefObject } from 'react';
import { Icon } from '../../../shared/ui/icon';
import { Spinner } from '../../../shared/ui/spinner';
import { ASSISTANT_TEXT_LIMIT } from '../lib/assistant-message';
import { AssistantEmojiButton } from './assistant-emoji-button';
import { useTranslation } from 'react-i18next';

/**
 * Asking a question (docs/product.md#assistant): emoji, the text (Enter sends, disabled while an
 * answer is on its way) and the send button (disabled then too, and while the text is blank).
 */
export function AssistantComposer({
  input,
  onInput,
  onSend,
  isLoading,
  inputRef,
}: {
  input: string;
  onInput: (text: string) => void;
  onSend: () => void;
  isLoading: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const blank = input.trim() === '';
  return (
    <form
      className="relative flex items-center gap-1.5 border-t border-cream-200 bg-white px-2.5 py-2.5"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <AssistantEmojiButton
        onPick={(emoji) => {
          onInput(input + emoji);
          inputRef.current?.focus();
        }}
      />
      <label htmlFor={inputId} className="sr-only">
        {t('messageTheAiAssistant', 'Message the AI Assistant')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        autoComplete="off"
        enterKeyHint="send"
        value={input}
        maxLength={ASSISTANT_TEXT_LIMIT}
        placeholder={t('askMeAnything', 'Ask me anything...')}
        disabled={isLoading}
        onChange={(event) => onInput(event.target.value)}
        className="min-h-11 min-w-0 flex-1 rounded-full border border-ink-200 bg-cream-50 px-4 text-base text-ink-900 transition-colors placeholder:text-ink-500 focus:border-ember-400 focus:bg-white focus:outline-none disabled:cursor-not-allowed disabled:opacity-70"
      />
      <button
        type="submit"
        disabled={isLoading || blank}
        aria-label={t('sendMessageLabel', 'Send message')}
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-ember-600 text-white shadow-sm transition-colors hover:bg-ember-700 disabled:cursor-not-allowed disabled:bg-ink-100 disabled:text-ink-400 disabled:shadow-none"
      >
        {isLoading ? (
          <Spinner size="sm" tone="current" label={null} />
        ) : (
          <Icon name="arrowRight" className="size-5" />
        )}
      </button>
    </form>
  );
}
