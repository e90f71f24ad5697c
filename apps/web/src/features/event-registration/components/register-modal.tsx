import { MAX_GUESTS, registrationInputSchema, type Event } from '@torch/contract';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { FormModal } from '../../../shared/ui/form-modal';
import { Input } from '../../../shared/ui/input';
import { useRegister } from '../api';
import { useTranslation } from 'react-i18next';

interface Values {
  fullName: string;
  email: string;
  phone: string;
  guests: string;
}

const toInput = ({ guests, phone, ...values }: Values) => ({
  ...values,
  ...(phone.trim() ? { phone } : {}),
  guests: guests.trim() === '' ? 0 : Number(guests),
});

export interface RegisterModalProps {
  event: Event;
  onClose: () => void;
  /** The server's answer ("Check your email…"), shown where the Register button was. */
  onRegistered: (message: string) => void;
}

/** A visitor's registration: name and address (confirmed by the mailed link), phone, guests. */
export function RegisterModal({ event, onClose, onRegistered }: RegisterModalProps) {
  const { t } = useTranslation();
  const register = useRegister(event._id);
  const form = useContractForm({
    schema: registrationInputSchema,
    defaultValues: { fullName: '', email: '', phone: '', guests: '0' } satisfies Values,
    toInput,
    submit: async (input) => onRegistered((await register.mutateAsync(input)).message),
    onSuccess: onClose,
    toasts: {
      failure: t('registrationFailedTitle', 'Registration failed'),
      fallback: t('somethingWentWrong', 'Something went wrong'),
    },
  });
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={t('registerForTitle', 'Register for {{title}}', { title: event.title })}
      description={t(
        'registerModalDescription',
        'We email you a link to confirm your place; your ticket follows.',
      )}
      submitLabel={t('register', 'Register')}
      className="grid gap-5"
    >
      <Input
        label={t('fullNameLabel', 'Full name')}
        required
        autoComplete="name"
        {...form.field('fullName')}
        data-autofocus
      />
      <Input
        label={t('email', 'Email')}
        type="email"
        required
        autoComplete="email"
        {...form.field('email')}
      />
      <Input
        label={t('phoneOptional', 'Phone (optional)')}
        type="tel"
        autoComplete="tel"
        {...form.field('phone')}
      />
      <Input
        label={t('guestsComingWithYou', 'Guests coming with you')}
        type="number"
        min={0}
        max={MAX_GUESTS}
        inputMode="numeric"
        {...form.field('guests')}
      />
    </FormModal>
  );
}
