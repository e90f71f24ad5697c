/**
 * The assistant's emoji button and picker (docs/product.md#timings-and-limits): the picker is at
 * most 280 px wide and 350 px or 40% of the window high, whichever is smaller. It is a large
 * module, so it is fetched only when first opened, and it draws the device's own emoji so nothing
 * comes from a CDN.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useClickOutside } from '../../../shared/lib/use-click-outside';
import { Spinner } from '../../../shared/ui/spinner';
import { useTranslation } from 'react-i18next';

const PICKER_WIDTH = 280;
/** The button's face: a picture, not a word, so it is not translated. */
const BUTTON_EMOJI = '🙂';

function pickerHeight(): number {
  return Math.min(350, Math.round(window.innerHeight * 0.4));
}

const EmojiGrid = lazy(async () => {
  const module = await import('emoji-picker-react');
  function AssistantEmojiGrid({
    height,
    onPick,
  }: {
    height: number;
    onPick: (emoji: string) => void;
  }) {
    return (
      <module.default
        theme={module.Theme.LIGHT}
        emojiStyle={module.EmojiStyle.NATIVE}
        width={PICKER_WIDTH}
        height={height}
        lazyLoadEmojis
        previewConfig={{ showPreview: false }}
        onEmojiClick={(data) => onPick(data.emoji)}
      />
    );
  }
  return { default: AssistantEmojiGrid };
});

export function AssistantEmojiButton({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [height, setHeight] = useState(350);
  // The button and the picker together: a press on the button toggles instead of counting as outside.
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useClickOutside(area, close, open);

  // While the picker is open, Escape closes it, wherever focus is, and not the whole assistant.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      if (area.current?.contains(document.activeElement)) button.current?.focus();
    };
    // Capture on the document runs before React's own listeners on the app root.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  return (
    <div ref={area} className="contents">
      {open && (
        <div className="absolute bottom-full left-0 z-10 mb-2 max-w-full overflow-hidden rounded-2xl shadow-warm">
          <Suspense
            fallback={
              <div
                style={{ width: PICKER_WIDTH, height }}
                className="flex max-w-full items-center justify-center rounded-2xl border border-cream-200 bg-white"
              >
                <Spinner label={t('loadingEmoji', 'Loading emoji')} />
              </div>
            }
          >
            <EmojiGrid
              height={height}
              onPick={(emoji) => {
                // One emoji is the usual need here; closing gives the conversation its room back.
                setOpen(false);
                onPick(emoji);
              }}
            />
          </Suspense>
        </div>
      )}
      <button
        ref={button}
        type="button"
        onClick={() => {
          setHeight(pickerHeight());
          setOpen((current) => !current);
        }}
        aria-label={t('addAnEmoji', 'Add an emoji')}
        aria-expanded={open}
        className="flex size-11 shrink-0 items-center justify-center rounded-full text-xl transition-colors hover:bg-cream-200"
      >
        <span aria-hidden="true">{BUTTON_EMOJI}</span>
      </button>
    </div>
  );
}
