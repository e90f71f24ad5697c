import { newsletterInputSchema } from '@torch/contract';
import { useEffect, useRef } from 'react';
import { toast } from 'react-toastify';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { useSubscribeToNewsletter } from '../api';
import { NewsletterFields } from './newsletter-fields';
import { useTranslation } from 'react-i18next';

/**
 * The sign-up itself: the browser's own e-mail check first (the one rule the product asks for),
 * then the contract's; the server's friendly answer is shown as it comes, the same for a
 * repeated address.
 */
/** What the visitor did in the fields drawn before this code arrived (newsletter-form.tsx). */
export interface SignUpHandoff {
  email: string;
  focus?: boolean;
  /** Subscribe was pressed already: send as soon as this form is drawn. */
  submit?: boolean;
}

export function NewsletterSignUp({ email, focus = false, submit = false }: SignUpHandoff) {
  const { t } = useTranslation();
  const subscribe = useSubscribeToNewsletter();
  const formElement = useRef<HTMLFormElement>(null);
  const form = useContractForm({
    schema: newsletterInputSchema,
    defaultValues: { email },
    submit: async (input) => {
      const { message } = await subscribe.mutateAsync(input);
      toast.success(message);
    },
    resetOnSuccess: true,
    toasts: {
      failure: t('subscriptionFailed', 'Subscription failed'),
      fallback: t('anUnknownErrorOccurred', 'An unknown error occurred'),
    },
  });
  const { error, ...input } = form.field('email');

  useEffect(() => {
    if (focus) formElement.current?.querySelector('input')?.focus();
    if (submit) formElement.current?.requestSubmit();
    // Once, for the hand-over from the fields drawn before this code loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form
      ref={formElement}
      {...form.formProps}
      noValidate={false}
      aria-label={t('newsletter', 'Newsletter')}
      className="flex flex-col gap-3"
    >
      <NewsletterFields input={input} error={error} pending={form.submitting} />
    </form>
  );
}
