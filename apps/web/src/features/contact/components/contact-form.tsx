import { contactMessageInputSchema, type ContactMessageInput } from '@torch/contract';
import { toast } from 'react-toastify';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { Input } from '../../../shared/ui/input';
import { Textarea } from '../../../shared/ui/textarea';
import { useSendContactMessage } from '../api';
import { useTranslation } from 'react-i18next';

const empty: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form (docs/product.md#contact): all four fields required, checked with the server's
 * own schema.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const form = useContractForm({
    schema: contactMessageInputSchema,
    defaultValues: empty,
    submit: (input) => send.mutateAsync(input),
    resetOnSuccess: true,
    onSuccess: () =>
      toast.success(t('contactMessageSent', "Message sent successfully! We'll be in touch soon.")),
    toasts: {
      failure: t('failedToSendMessage', 'Failed to send message'),
      fallback: t('anUnknownErrorOccurred', 'An unknown error occurred'),
    },
  });

  return (
    <form
      {...form.formProps}
      aria-label={t('contactForm', 'Contact form')}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label={t('name', 'Name')} autoComplete="name" required {...form.field('name')} />
        <Input
          label={t('email', 'Email')}
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
      </div>
      <Input label={t('subject', 'Subject')} required {...form.field('subject')} />
      <Textarea label={t('message', 'Message')} rows={6} required {...form.field('message')} />
      <Button type="submit" size="lg" loading={form.submitting} className="self-start">
        <Icon name="mail" />
        {t('sendMessage', 'Send Message')}
      </Button>
    </form>
  );
}
