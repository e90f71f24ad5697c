/**
 * The chat's emoji picker (docs/product.md#timings-and-limits): 350 × 450, dark, suggestions from
 * recent use. The picker is a large module, so it is loaded only the first time someone opens it,
 * and it draws the device's own emoji so nothing is fetched from elsewhere.
 */
import { lazy, Suspense, useRef } from 'react';
import { useClickOutside } from '../../../shared/lib/use-click-outside';
import { Spinner } from '../../../shared/ui/spinner';
import { useTranslation } from 'react-i18next';

const Picker = lazy(async () => {
  const module = await import('emoji-picker-react');
  function ChatEmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
    return (
      <module.default
        theme={module.Theme.DARK}
        // The phone's own emoji: the other styles fetch pictures from a CDN.
        emojiStyle={module.EmojiStyle.NATIVE}
        width={350}
        height={450}
        suggestedEmojisMode={module.SuggestionMode.RECENT}
        lazyLoadEmojis
        previewConfig={{ showPreview: false }}
        onEmojiClick={(data) => onPick(data.emoji)}
      />
    );
  }
  return { default: ChatEmojiPicker };
});

export function EmojiPickerPopover({
  onPick,
  onClose,
}: {
  onPick: (emoji: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useClickOutside(box, onClose, true);
  return (
    <div
      ref={box}
      className="absolute bottom-full left-0 z-20 mb-2 max-w-[calc(100vw-1.5rem)]"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Suspense
        fallback={
          <div className="flex h-[450px] w-[350px] max-w-full items-center justify-center rounded-2xl bg-ink-800">
            <Spinner label={t('loadingEmoji', 'Loading emoji')} />
          </div>
        }
      >
        <Picker onPick={onPick} />
      </Suspense>
    </div>
  );
}
