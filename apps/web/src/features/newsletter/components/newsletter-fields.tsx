import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../../shared/lib/cn';
import { useTranslation } from 'react-i18next';

export interface NewsletterFieldsProps {
  input?: InputHTMLAttributes<HTMLInputElement> & { id: string; ref?: Ref<HTMLInputElement> };
  error?: string | undefined;
  pending?: boolean;
}

/** The footer sign-up's e-mail box and Subscribe button, as drawn before and after its code loads. */
export function NewsletterFields({ input, error, pending = false }: NewsletterFieldsProps) {
  const { t } = useTranslation();
  const id = input?.id ?? 'newsletter-email';
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('emailAddress', 'Email address')}
      </label>
      <input
        type="email"
        required
        autoComplete="email"
        placeholder={t('yourEmailAddress', 'Your email address')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
        id={id}
        className={cn(
          'min-h-12 w-full rounded-full border border-white/15 bg-white/10 px-5 text-base text-white placeholder:text-cream-200/70',
          'focus:border-gold-300 focus:ring-4 focus:ring-gold-300/25 focus:outline-none',
        )}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-gold-200">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        aria-busy={pending || undefined}
        className="min-h-12 rounded-full bg-gold-400 px-6 font-semibold text-ink-900 transition-colors hover:bg-gold-300 disabled:opacity-70"
      >
        {pending ? t('subscribing', 'Subscribing…') : t('subscribe', 'Subscribe')}
      </button>
    </>
  );
}
