import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../../shared/lib/use-focus-trap';
import { IconButton } from '../../../shared/ui/icon-button';
import { useTranslation } from 'react-i18next';

/** A chat image over the whole screen; Escape, the close button or a click outside closes it. */
export function ImageViewer({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, true, onClose);
  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={t('image', 'Image')}
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/90 p-4"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <img
        src={url}
        alt={t('sharedInTheChat', 'Shared in the chat')}
        className="max-h-full max-w-full rounded-lg object-contain"
      />
      <IconButton
        icon="close"
        label={t('closeImage', 'Close image')}
        onClick={onClose}
        className="absolute top-4 right-4 bg-white/10 text-white hover:bg-white/20"
      />
    </div>,
    document.body,
  );
}
