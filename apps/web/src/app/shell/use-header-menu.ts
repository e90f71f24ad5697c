/**
 * A header menu (the navigation groups and the account menu): its button opens and closes the
 * panel `panelId`; a press outside the menu, or Escape, closes it, Escape handing focus back to
 * the button.
 */
import { useCallback, useRef, type KeyboardEvent } from 'react';
import { useClickOutside } from '../../shared/lib/use-click-outside';

export function useHeaderMenu(
  open: boolean,
  onOpenChange: (open: boolean) => void,
  panelId: string,
) {
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  useClickOutside(containerRef, close, open);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
      buttonRef.current?.focus();
    }
  };
  return {
    close,
    /** For the element holding the button and the panel. */
    container: { ref: containerRef, onKeyDown },
    /** For the button. */
    toggle: {
      ref: buttonRef,
      type: 'button',
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => onOpenChange(!open),
    } as const,
  };
}
