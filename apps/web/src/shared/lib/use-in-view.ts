/**
 * True once an element has been at least `threshold` visible. It stays true, so content that
 * faded in never fades out again while the visitor scrolls back.
 */
import { startTransition, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { isTakingOverFirstScreen } from './first-screen-takeover';

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export interface InView {
  inView: boolean;
  /** Already on screen at first paint: shown as it is, since fading what is in front of you only flickers. */
  immediate: boolean;
}

export function useInView(ref: RefObject<Element | null>, threshold: number): InView {
  // The first render is the same everywhere, so a pre-rendered page (src/prerender) hydrates
  // as it is; the layout effect below settles the rest before anything is painted.
  const [state, setState] = useState<InView>({ inView: false, immediate: false });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || state.inView) return;
    // Without an observer (old browsers, tests) or with reduced motion, content shows at once,
    // and what starts on screen is never drawn hidden.
    if (
      typeof IntersectionObserver === 'undefined' ||
      prefersReducedMotion() ||
      element.getBoundingClientRect().top < window.innerHeight
    ) {
      const show = () => setState({ inView: true, immediate: true });
      // On a pre-rendered page this content is painted hidden already, so it may wait a frame;
      // a synchronous update here would make React run every effect of the takeover in the
      // same task, one of the longest of a slow phone's load.
      if (isTakingOverFirstScreen()) startTransition(show);
      else show();
    }
  }, [ref, state.inView]);

  useEffect(() => {
    const element = ref.current;
    // Without an observer the layout effect has already shown the content.
    if (state.inView || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState({ inView: true, immediate: false });
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, state.inView]);

  return state;
}
