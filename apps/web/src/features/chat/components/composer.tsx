import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ReplyTo } from '@torch/contract';
import { Icon } from '../../../shared/ui/icon';
import { IconButton } from '../../../shared/ui/icon-button';
import { IMAGE_TYPES } from '../../uploads';
import { Spinner } from '../../../shared/ui/spinner';
import { useMentionSuggestions } from '../hooks/use-mention-suggestions';
import { EmojiPickerPopover } from './emoji-picker-popover';
import { MemberOptions } from './member-options';
import { useTranslation } from 'react-i18next';

/** The emoji button's face: a picture, not a word, so it is not translated. */
const BUTTON_EMOJI = '🙂';

/**
 * Writing a message (docs/product.md#chat): image upload, emoji picker, the text (Enter sends,
 * Shift+Enter starts a new line), the send button, the reply being written, if any, and in a
 * room, suggestions for the @-mention being typed.
 */
export function Composer({
  onSend,
  onImage,
  uploading,
  onTyping,
  replyTo,
  onCancelReply,
  myId,
  mentions,
}: {
  onSend: (text: string) => void;
  onImage: (file: File) => void;
  uploading: boolean;
  onTyping: (text: string) => void;
  replyTo: ReplyTo | null;
  onCancelReply: () => void;
  myId: string;
  /** Offer @-mentions (a room; not a private conversation). */
  mentions: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const [pickerOpen, setPickerOpen] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // Where to put the caret after a chosen mention, once the new text is drawn.
  const caretAfterRender = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caretAfterRender.current === null || !input.current) return;
    input.current.setSelectionRange(caretAfterRender.current, caretAfterRender.current);
    caretAfterRender.current = null;
  });
  const suggestions = useMentionSuggestions({
    enabled: mentions,
    myId,
    text,
    caret,
    onChoose: (next) => {
      setText(next.text);
      setCaret(next.caret);
      onTyping(next.text);
      caretAfterRender.current = next.caret;
    },
  });

  const submit = () => {
    if (text.trim() === '') return;
    onSend(text);
    setText('');
    onTyping('');
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (suggestions.onKeyDown(event)) return;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="border-t border-white/10 bg-ink-900/95 px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-5">
      {replyTo && (
        <div className="mb-2 flex items-start gap-3 rounded-xl border-l-4 border-gold-400 bg-white/5 px-3 py-2 text-sm">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-gold-300">
              {t('replyingToAuthorname', 'Replying to {{authorName}}', {
                authorName: replyTo.authorName,
              })}
            </p>
            <p className="truncate text-cream-200">{replyTo.content}</p>
          </div>
          <button
            type="button"
            onClick={onCancelReply}
            aria-label={t('cancelReply', 'Cancel reply')}
            className="rounded-full p-1 text-cream-200 hover:bg-white/10"
          >
            <Icon name="close" className="size-4" />
          </button>
        </div>
      )}
      <div className="relative flex items-end gap-1.5">
        {suggestions.open && (
          <div className="absolute right-0 bottom-full left-0 z-20 mb-2 rounded-2xl border border-white/10 bg-ink-800 p-1.5 shadow-xl sm:left-24 sm:max-w-sm">
            <MemberOptions label={t('mentionAMember', 'Mention a member')} {...suggestions.list} />
          </div>
        )}
        {pickerOpen && (
          <EmojiPickerPopover
            onPick={(emoji) => {
              setText((current) => current + emoji);
              input.current?.focus();
            }}
            onClose={() => setPickerOpen(false)}
          />
        )}
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onImage(file);
          }}
        />
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={uploading}
          aria-label={t('sendAnImage', 'Send an image')}
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-cream-100 hover:bg-white/10 disabled:opacity-60"
        >
          {uploading ? (
            <Spinner size="sm" tone="current" label={t('uploadingImageLabel', 'Uploading image')} />
          ) : (
            <Icon name="image" />
          )}
        </button>
        <button
          type="button"
          onClick={() => setPickerOpen((open) => !open)}
          aria-label={t('addAnEmoji', 'Add an emoji')}
          aria-expanded={pickerOpen}
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-xl hover:bg-white/10"
        >
          <span aria-hidden="true">{BUTTON_EMOJI}</span>
        </button>
        <label htmlFor="chat-message" className="sr-only">
          {t('message', 'Message')}
        </label>
        <textarea
          id="chat-message"
          ref={input}
          rows={1}
          value={text}
          maxLength={4000}
          placeholder={t('typeAMessage', 'Type a message…')}
          {...suggestions.inputProps}
          onChange={(event) => {
            setText(event.target.value);
            setCaret(event.target.selectionStart);
            onTyping(event.target.value);
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          className="max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-white/10 bg-white/8 px-4 py-2.5 text-base text-cream-50 placeholder:text-cream-300 focus:border-ember-300 focus:outline-none [field-sizing:content]"
        />
        <IconButton
          icon="arrowRight"
          label={t('sendMessageLabel', 'Send message')}
          iconClassName="size-5"
          onClick={submit}
          disabled={text.trim() === ''}
          className="shrink-0 bg-ember-600 text-white hover:bg-ember-500 disabled:bg-white/10 disabled:text-cream-300"
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {uploading ? t('uploadingImageLabel', 'Uploading image') : ''}
      </p>
    </div>
  );
}
