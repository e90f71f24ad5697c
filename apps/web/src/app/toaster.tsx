import { ToastContainer } from 'react-toastify';
import { PHONE_QUERY, useMediaQuery } from '../shared/lib/use-media-query';

export { PHONE_QUERY };
/** How many toasts show at once; the rest wait their turn. */
export const VISIBLE_TOASTS = { phone: 1, wide: 3 } as const;

/**
 * Toasts as docs/product.md#layout sets them (bottom-right, dark, 5 s, pause on hover/blur, swipe
 * 80%), except on a phone: there a modal is a sheet with its buttons at the bottom, so the one
 * toast shown at a time sits at the top, compact (index.css), above the sheet's edge.
 */
export function Toaster() {
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <ToastContainer
      position={phone ? 'top-center' : 'bottom-right'}
      limit={phone ? VISIBLE_TOASTS.phone : VISIBLE_TOASTS.wide}
      theme="dark"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      newestOnTop
    />
  );
}
