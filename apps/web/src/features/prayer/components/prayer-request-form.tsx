import { prayerRequestInputSchema } from '@torch/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../../shared/api/http-client';
import { fieldErrors } from '../../../shared/lib/form-errors';
import { useFieldErrors } from '../../../shared/lib/use-field-errors';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { Icon } from '../../../shared/ui/icon';
import { Input } from '../../../shared/ui/input';
import { Textarea } from '../../../shared/ui/textarea';
import { useAuth } from '../../auth';
import { useSubmitPrayerRequest } from '../api';

export const PRAYER_SUCCESS = 'Thank you! Your prayer request has been received.';

type Field = 'name' | 'email' | 'request_text';

interface Draft {
  /** Null until typed: a member's account fills the field until then. */
  name: string | null;
  email: string | null;
  request_text: string;
  share_publicly: boolean;
}

const emptyDraft: Draft = { name: null, email: null, request_text: '', share_publicly: true };

/**
 * Ask for prayer (docs/product.md#prayer-wall): name and request required, email optional but an
 * address, sharing on the wall checked by default. A member's name starts as the account's and is
 * theirs to change: the wall shows what they chose, while the prayer team still sees the account
 * (the server takes it, and the e-mail, from the session, so the e-mail field is read-only for
 * them). `startWriting` (the assistant's "share a prayer request" link) puts the cursor in the
 * request.
 */
export function PrayerRequestForm({ startWriting = false }: { startWriting?: boolean }) {
  const id = useId();
  const requestField = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!startWriting) return;
    requestField.current?.scrollIntoView({ block: 'center' });
    requestField.current?.focus({ preventScroll: true });
  }, [startWriting]);
  const { user } = useAuth();
  const submit = useSubmitPrayerRequest();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const { errors, setErrors, clearError } = useFieldErrors<Field>();

  const name = draft.name ?? user?.fullName ?? '';
  const email = user ? user.email : (draft.email ?? '');

  const change = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = prayerRequestInputSchema.safeParse({
      name,
      email,
      request_text: draft.request_text,
      share_publicly: draft.share_publicly,
    });
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    submit.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(PRAYER_SUCCESS);
        setDraft(emptyDraft);
        setErrors({});
      },
      onError: (error) =>
        toast.error(`Submission failed: ${errorMessage(error, UNKNOWN_ERROR_MESSAGE)}`),
    });
  };

  return (
    <form
      noValidate
      onSubmit={send}
      aria-label="Prayer request form"
      className="flex flex-col gap-5"
    >
      <Input
        id={`${id}-name`}
        label="Your name"
        autoComplete="name"
        required
        value={name}
        error={errors.name}
        hint={
          user
            ? 'Shown on the Prayer Wall: any name you like, or just a first name. The prayer team sees it came from your account.'
            : undefined
        }
        onChange={(event) => change('name', event.target.value)}
      />
      <Input
        id={`${id}-email`}
        label="Email (optional)"
        type="email"
        autoComplete="email"
        value={email}
        readOnly={Boolean(user)}
        error={errors.email}
        hint={
          user
            ? 'Your account’s address. Only the prayer team sees it, never the wall.'
            : 'Only the prayer team sees it, never the wall.'
        }
        onChange={(event) => change('email', event.target.value)}
      />
      <Textarea
        ref={requestField}
        id={`${id}-request`}
        label="Prayer request"
        rows={6}
        required
        value={draft.request_text}
        error={errors.request_text}
        onChange={(event) => change('request_text', event.target.value)}
      />
      <Checkbox
        id={`${id}-share`}
        label="Share publicly on the Prayer Wall"
        description="Unchecked, only the prayer team will see your request."
        checked={draft.share_publicly}
        onChange={(event) => {
          const checked = event.target.checked;
          setDraft((current) => ({ ...current, share_publicly: checked }));
        }}
      />
      {user && (
        <p className="flex items-center gap-2 rounded-2xl bg-cream-100 px-4 py-3 text-sm text-ink-700">
          <Icon name="user" className="size-4 text-ember-700" />
          Signed in: your request is sent from your account and carries the Member badge; your
          picture appears only beside your account’s own name.
        </p>
      )}
      <Button type="submit" size="lg" loading={submit.isPending} className="self-start">
        <Icon name="heart" />
        Submit Prayer Request
      </Button>
    </form>
  );
}
