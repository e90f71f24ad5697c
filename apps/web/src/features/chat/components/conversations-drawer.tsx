/** The conversations list on a phone: a drawer over the chat, closed by its button or the backdrop. */
import { useRef, type ReactNode } from 'react';
import { useFocusTrap } from '../../../shared/lib/use-focus-trap';
import { IconButton } from '../../../shared/ui/icon-button';
import { useTranslation } from 'react-i18next';

export function ConversationsDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const drawer = useRef<HTMLDivElement>(null);
  useFocusTrap(drawer, open, onClose);
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-40 md:hidden">
      <div aria-hidden="true" className="absolute inset-0 bg-black/60" onClick={onClose} />
      <div
        ref={drawer}
        role="dialog"
        aria-modal="true"
        aria-label={t('conversations', 'Conversations')}
        className="absolute inset-y-0 left-0 flex w-[85%] max-w-xs flex-col bg-ink-900 shadow-2xl"
      >
        <div className="flex items-center justify-between border-b border-white/10 py-2 pr-2 pl-5">
          <span className="font-semibold text-white">{t('chats', 'Chats')}</span>
          <IconButton
            icon="close"
            label={t('closeConversations', 'Close conversations')}
            onClick={onClose}
            className="hover:bg-white/10"
          />
        </div>
        <div className="min-h-0 flex-1">{children}</div>
      </div>
    </div>
  );
}
