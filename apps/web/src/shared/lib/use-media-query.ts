import { useCallback, useSyncExternalStore } from 'react';

/** Below Tailwind's `sm`: a phone, where modals become bottom sheets and layouts stack. */
export const PHONE_QUERY = '(max-width: 639.98px)';

/** Whether a CSS media query matches now, following changes (a phone turned, a window resized). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}
