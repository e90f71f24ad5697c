import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../shared/lib/use-focus-trap';
import { useScrollLock } from '../../shared/lib/use-scroll-lock';
import { MobileMenuContent } from './mobile-menu-content';
import { useTranslation } from 'react-i18next';

export const MOBILE_MENU_ID = 'mobile-menu';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The small-screen menu (docs/product.md#navigation): full screen on phones, a side sheet on
 * tablets. Search jumps to any page; groups open as sub-menus; choosing a link or clicking outside
 * closes it, and the page behind does not scroll while it is open.
 */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, onClose);
  useScrollLock(open);
  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 lg:hidden">
      <div
        aria-hidden="true"
        data-testid="mobile-menu-backdrop"
        className="absolute inset-0 bg-ink-900/50 backdrop-blur-sm"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        id={MOBILE_MENU_ID}
        role="dialog"
        aria-modal="true"
        aria-label={t('siteMenu', 'Site menu')}
        className="absolute inset-y-0 right-0 flex w-full flex-col bg-cream-50 shadow-2xl sm:max-w-sm"
      >
        <MobileMenuContent onClose={onClose} />
      </div>
    </div>,
    document.body,
  );
}
