import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { NewsletterFields } from './newsletter-fields';
import type { SignUpHandoff } from './newsletter-sign-up';

/** How far below the screen the footer may be when its form starts loading. */
const LOAD_MARGIN = '600px';

/**
 * The footer's newsletter sign-up: a required e-mail field and a Subscribe button. The footer
 * is on every page, but the form needs the contract's schemas and the form library (about
 * 40 KB gzipped), which the first load leaves out (docs/benchmarks.md): they are fetched when
 * the footer comes near the screen, or at once when someone reaches the field first (by
 * keyboard). Until then the same fields are drawn in a form that only remembers a Subscribe
 * press; when the code arrives, what was typed, the focus and that press carry over, so a quick
 * visitor on a slow phone loses nothing. (Not React.lazy: the footer is pre-rendered too, and a
 * Suspense boundary there would fail its hydration.)
 */
export function NewsletterForm() {
  const [SignUp, setSignUp] = useState<{ Form: ComponentType<SignUpHandoff> } | null>(null);
  const [handoff, setHandoff] = useState<SignUpHandoff>({ email: '' });
  const placeholder = useRef<HTMLFormElement>(null);
  const submitPressed = useRef(false);
  const loadRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    let current = true;
    const load = () => {
      void import('./newsletter-sign-up').then(({ NewsletterSignUp }) => {
        if (!current) return;
        const input = placeholder.current?.querySelector('input');
        setHandoff({
          email: input?.value ?? '',
          focus: input !== null && input === document.activeElement,
          submit: submitPressed.current,
        });
        setSignUp({ Form: NewsletterSignUp });
      }, retryOnline);
    };
    // Offline (or the connection dropped): the drawn fields stay, and the code is asked for again
    // once the browser is back online, instead of an error for a footer nobody has touched yet.
    const retryOnline = () => {
      if (current) window.addEventListener('online', load, { once: true });
    };
    loadRef.current = load;
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        current = false;
        window.removeEventListener('online', load);
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
      window.removeEventListener('online', load);
    };
  }, []);

  if (SignUp) return <SignUp.Form {...handoff} />;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitPressed.current = true;
    loadRef.current();
  };
  return (
    // Unnamed, so it is not yet the "Newsletter" form landmark the loaded sign-up is.
    <form ref={placeholder} onSubmit={onSubmit} className="flex flex-col gap-3">
      <NewsletterFields />
    </form>
  );
}
