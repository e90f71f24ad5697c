import { newsletterInputSchema } from '@torch/contract';
import { toast } from 'react-toastify';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { useSubscribeToNewsletter } from '../api';
import { NewsletterFields } from './newsletter-fields';

/**
 * The sign-up itself: the browser's own e-mail check first (the one rule the product asks for),
 * then the contract's; the server's friendly answer is shown as it comes, the same for a
 * repeated address.
 */
export function NewsletterSignUp() {
  const subscribe = useSubscribeToNewsletter();
  const form = useContractForm({
    schema: newsletterInputSchema,
    defaultValues: { email: '' },
    submit: async (input) => {
      const { message } = await subscribe.mutateAsync(input);
      toast.success(message);
    },
    resetOnSuccess: true,
    toasts: { failure: 'Subscription failed', fallback: 'An unknown error occurred' },
  });
  const { error, ...input } = form.field('email');

  return (
    <form
      {...form.formProps}
      noValidate={false}
      aria-label="Newsletter"
      className="flex flex-col gap-3"
    >
      <NewsletterFields input={input} error={error} pending={form.submitting} />
    </form>
  );
}
