import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/api-error';
import { cn } from '../../../shared/lib/cn';
import { useSubscribeToNewsletter } from '../api';

/**
 * The footer's newsletter sign-up (docs/product.md#footer): a required e-mail field and a Subscribe
 * button. The browser's own e-mail check is the only rule on the way in (the server checks the
 * address again); the server's friendly answer is shown as it comes, the same for a repeated
 * address.
 */
export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeToNewsletter();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    subscribe.mutate(
      { email: email.trim() },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setEmail('');
        },
        onError: (error) =>
          toast.error(`Subscription failed: ${errorMessage(error, 'An unknown error occurred')}`),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} aria-label="Newsletter" className="flex flex-col gap-3">
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <input
        id={inputId}
        type="email"
        required
        autoComplete="email"
        placeholder="Your email address"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className={cn(
          'min-h-12 w-full rounded-full border border-white/15 bg-white/10 px-5 text-base text-white placeholder:text-cream-200/70',
          'focus:border-gold-300 focus:ring-4 focus:ring-gold-300/25 focus:outline-none',
        )}
      />
      <button
        type="submit"
        disabled={subscribe.isPending}
        aria-busy={subscribe.isPending || undefined}
        className="min-h-12 rounded-full bg-gold-400 px-6 font-semibold text-ink-900 transition-colors hover:bg-gold-300 disabled:opacity-70"
      >
        {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
      </button>
    </form>
  );
}
