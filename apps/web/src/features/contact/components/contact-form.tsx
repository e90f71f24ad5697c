import { contactMessageInputSchema, type ContactMessageInput } from '@torch/contract';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/api-error';
import { fieldErrors } from '../../../shared/lib/form-errors';
import { useFieldErrors } from '../../../shared/lib/use-field-errors';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { Input } from '../../../shared/ui/input';
import { Textarea } from '../../../shared/ui/textarea';
import { useSendContactMessage } from '../api';

type Field = keyof ContactMessageInput;

const empty: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

export const CONTACT_SUCCESS = "Message sent successfully! We'll be in touch soon.";

/**
 * The contact form (docs/product.md#contact): all four fields required, checked with the server's
 * own schema.
 */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<ContactMessageInput>(empty);
  const { errors, setErrors, clearError } = useFieldErrors<Field>();
  const send = useSendContactMessage();

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = contactMessageInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(CONTACT_SUCCESS);
        setValues(empty);
        setErrors({});
      },
      onError: (error) =>
        toast.error(`Failed to send message: ${errorMessage(error, 'An unknown error occurred')}`),
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Contact form" className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          id={`${id}-name`}
          label="Name"
          autoComplete="name"
          required
          value={values.name}
          error={errors.name}
          onChange={(event) => change('name')(event.target.value)}
        />
        <Input
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(event) => change('email')(event.target.value)}
        />
      </div>
      <Input
        id={`${id}-subject`}
        label="Subject"
        required
        value={values.subject}
        error={errors.subject}
        onChange={(event) => change('subject')(event.target.value)}
      />
      <Textarea
        id={`${id}-message`}
        label="Message"
        rows={6}
        required
        value={values.message}
        error={errors.message}
        onChange={(event) => change('message')(event.target.value)}
      />
      <Button type="submit" size="lg" loading={send.isPending} className="self-start">
        <Icon name="mail" />
        Send Message
      </Button>
    </form>
  );
}
