/**
 * True once an element has been at least `threshold` visible. It stays true, so content that
 * faded in never fades out again while the visitor scrolls back.
 */
import { useEffect, useState, type RefObject } from 'react';

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function useInView(ref: RefObject<Element | null>, threshold: number): boolean {
  // Without an observer (old browsers, tests) or with reduced motion, content shows at once.
  const [inView, setInView] = useState(
    () => typeof IntersectionObserver === 'undefined' || prefersReducedMotion(),
  );
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, inView]);
  return inView;
}
