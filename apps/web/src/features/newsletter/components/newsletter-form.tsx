import { lazy, Suspense } from 'react';
import { NewsletterFields } from './newsletter-fields';

// The footer is on every page, but its form needs the contract's schemas and the form library,
// which the first load leaves out (docs/benchmarks.md): they arrive in their own chunk.
const NewsletterSignUp = lazy(() =>
  import('./newsletter-sign-up').then((module) => ({ default: module.NewsletterSignUp })),
);

/**
 * The footer's newsletter sign-up: a required e-mail field and a Subscribe button. Until its
 * code has arrived the same fields are drawn, outside a form, so nothing can be sent half-ready.
 */
export function NewsletterForm() {
  return (
    <Suspense
      fallback={
        <div className="flex flex-col gap-3">
          <NewsletterFields />
        </div>
      }
    >
      <NewsletterSignUp />
    </Suspense>
  );
}
