import { useEffect, useRef, useState, type ComponentType } from 'react';
import { NewsletterFields } from './newsletter-fields';

/** How far below the screen the footer may be when its form starts loading. */
const LOAD_MARGIN = '600px';

/**
 * The footer's newsletter sign-up: a required e-mail field and a Subscribe button. The footer
 * is on every page, but the form needs the contract's schemas and the form library (about
 * 40 KB gzipped), which the first load leaves out (docs/benchmarks.md): they are fetched when
 * the footer comes near the screen, or at once when someone reaches the field first (by
 * keyboard). Until then the same fields are drawn, outside a form, so nothing can be sent
 * half-ready. (Not React.lazy: the footer is pre-rendered too, and a Suspense boundary there
 * would fail its hydration.)
 */
export function NewsletterForm() {
  const [SignUp, setSignUp] = useState<ComponentType | null>(null);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    const load = () => {
      void import('./newsletter-sign-up').then(({ NewsletterSignUp }) => {
        if (current) setSignUp(() => NewsletterSignUp);
      });
    };
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        current = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: `0px 0px ${LOAD_MARGIN} 0px` },
    );
    observer.observe(element);
    const onFocus = () => {
      observer.disconnect();
      load();
    };
    element.addEventListener('focusin', onFocus, { once: true });
    return () => {
      current = false;
      observer.disconnect();
      element.removeEventListener('focusin', onFocus);
    };
  }, []);

  if (SignUp) return <SignUp />;
  return (
    <div ref={placeholder} className="flex flex-col gap-3">
      <NewsletterFields />
    </div>
  );
}
