import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icon';
import type { MarkdownAction } from '../lib/markdown-edit';

const buttonClasses =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl px-2.5 text-sm text-ink-800 transition-colors hover:bg-cream-100 focus-visible:bg-cream-100';

/**
 * Buttons that put Markdown at the cursor of the body (docs/newsletter.md#composer); the body's
 * own Ctrl/⌘+B, I and K do the same from the keyboard.
 */
export function MarkdownToolbar({
  controls,
  onAction,
}: {
  /** The textarea the buttons write into. */
  controls: string;
  onAction: (action: MarkdownAction) => void;
}) {
  const { t } = useTranslation();
  const buttons: { action: MarkdownAction; label: string; keys?: string; face: React.ReactNode }[] =
    [
      {
        action: 'bold',
        label: t('boldShortcut', 'Bold (Ctrl+B)'),
        keys: 'Control+B Meta+B',
        face: <span className="font-bold">B</span>,
      },
      {
        action: 'italic',
        label: t('italicShortcut', 'Italic (Ctrl+I)'),
        keys: 'Control+I Meta+I',
        face: <span className="font-serif italic">I</span>,
      },
      {
        action: 'link',
        label: t('linkShortcut', 'Link (Ctrl+K)'),
        keys: 'Control+K Meta+K',
        face: <span className="underline underline-offset-2">{t('linkButton', 'Link')}</span>,
      },
      {
        action: 'heading',
        label: t('heading', 'Heading'),
        face: <span className="font-semibold">H</span>,
      },
      {
        action: 'list',
        label: t('bulletedList', 'Bulleted list'),
        face: <Icon name="list" className="size-5" />,
      },
    ];
  return (
    <div
      role="toolbar"
      aria-label={t('formatting', 'Formatting')}
      aria-controls={controls}
      className="flex flex-wrap gap-1 rounded-2xl border border-ink-100 bg-white p-1"
    >
      {buttons.map((button) => (
        <button
          key={button.action}
          type="button"
          aria-label={button.label}
          title={button.label}
          aria-keyshortcuts={button.keys}
          // The textarea keeps its selection while a button is pressed.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onAction(button.action)}
          className={buttonClasses}
        >
          {button.face}
        </button>
      ))}
    </div>
  );
}
