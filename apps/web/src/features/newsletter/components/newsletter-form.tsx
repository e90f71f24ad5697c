import { useEffect, useState, type ComponentType } from 'react';
import { NewsletterFields } from './newsletter-fields';

/**
 * The footer's newsletter sign-up: a required e-mail field and a Subscribe button. The footer
 * is on every page, but the form needs the contract's schemas and the form library, which the
 * first load leaves out (docs/benchmarks.md): they are fetched once the page is up. Until then
 * the same fields are drawn, outside a form, so nothing can be sent half-ready. (Not React.lazy:
 * the footer is pre-rendered too, and a Suspense boundary there would fail its hydration.)
 */
export function NewsletterForm() {
  const [SignUp, setSignUp] = useState<ComponentType | null>(null);
  useEffect(() => {
    let current = true;
    void import('./newsletter-sign-up').then(({ NewsletterSignUp }) => {
      if (current) setSignUp(() => NewsletterSignUp);
    });
    return () => {
      current = false;
    };
  }, []);

  if (SignUp) return <SignUp />;
  return (
    <div className="flex flex-col gap-3">
      <NewsletterFields />
    </div>
  );
}
