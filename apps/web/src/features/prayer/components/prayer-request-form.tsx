import { prayerRequestInputSchema } from '@torch/contract';
import { useEffect, useRef } from 'react';
import { toast } from 'react-toastify';
import { unknownErrorMessage } from '../../../shared/api/http-client';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { Icon } from '../../../shared/ui/icon';
import { Input } from '../../../shared/ui/input';
import { Textarea } from '../../../shared/ui/textarea';
import { useAuth } from '../../auth';
import { useSubmitPrayerRequest } from '../api';
import { useTranslation } from 'react-i18next';

interface Draft {
  /** Null until typed: a member's account fills the field until then. */
  name: string | null;
  email: string | null;
  request_text: string;
  share_publicly: boolean;
}

// Unticked: a request reaches the wall only when its writer chooses so (docs/product.md#prayer-wall).
const emptyDraft: Draft = { name: null, email: null, request_text: '', share_publicly: false };

/**
 * Ask for prayer (docs/product.md#prayer-wall): name and request required, email optional but an
 * address, sharing on the wall unchecked until ticked. A member's name starts as the account's and is
 * theirs to change: the wall shows what they chose, while the prayer team still sees the account
 * (the server takes it, and the e-mail, from the session, so the e-mail field is read-only for
 * them). `startWriting` (the assistant's "share a prayer request" link) puts the cursor in the
 * request.
 */
export function PrayerRequestForm({ startWriting = false }: { startWriting?: boolean }) {
  const { t } = useTranslation();
  const requestField = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!startWriting) return;
    requestField.current?.scrollIntoView({ block: 'center' });
    requestField.current?.focus({ preventScroll: true });
  }, [startWriting]);
  const { user } = useAuth();
  const submit = useSubmitPrayerRequest();
  const form = useContractForm({
    schema: prayerRequestInputSchema,
    defaultValues: emptyDraft,
    toInput: (draft: Draft) => ({
      name: draft.name ?? user?.fullName ?? '',
      email: user ? user.email : (draft.email ?? ''),
      request_text: draft.request_text,
      share_publicly: draft.share_publicly,
    }),
    submit: (input) => submit.mutateAsync(input),
    resetOnSuccess: true,
    onSuccess: () =>
      toast.success(
        t(
          'thankYouYourPrayerRequestHasBeenReceived',
          'Thank you! Your prayer request has been received.',
        ),
      ),
    toasts: {
      failure: t('submissionFailed', 'Submission failed'),
      fallback: unknownErrorMessage(),
    },
  });
  const name = form.control('name');
  const email = form.control('email');
  const request = form.field('request_text');

  return (
    <form
      {...form.formProps}
      aria-label={t('prayerRequestForm', 'Prayer request form')}
      className="flex flex-col gap-5"
    >
      <Input
        id={name.id}
        label={t('yourName', 'Your name')}
        autoComplete="name"
        required
        value={name.value ?? user?.fullName ?? ''}
        error={name.error}
        hint={
          user
            ? t(
                'shownOnThePrayerWallAnyNameYouLike',
                'Shown on the Prayer Wall: any name you like, or just a first name. The prayer team sees it came from your account.',
              )
            : undefined
        }
        onChange={(event) => name.onChange(event.target.value)}
      />
      <Input
        id={email.id}
        label={t('emailOptional', 'Email (optional)')}
        type="email"
        autoComplete="email"
        value={user ? user.email : (email.value ?? '')}
        readOnly={Boolean(user)}
        error={email.error}
        hint={
          user
            ? t(
                'yourAccountsAddressOnlyThePrayerTeamSeesItNeverTheWall',
                'Your account’s address. Only the prayer team sees it, never the wall.',
              )
            : t(
                'onlyThePrayerTeamSeesItNeverTheWall',
                'Only the prayer team sees it, never the wall.',
              )
        }
        onChange={(event) => email.onChange(event.target.value)}
      />
      <Textarea
        label={t('prayerRequest', 'Prayer request')}
        rows={6}
        required
        {...request}
        ref={(element) => {
          request.ref(element);
          requestField.current = element;
        }}
      />
      <Checkbox
        label={t('sharePubliclyOnThePrayerWall', 'Share publicly on the Prayer Wall')}
        description={t(
          'uncheckedOnlyThePrayerTeamWillSeeYourRequest',
          'Unchecked, only the prayer team will see your request.',
        )}
        {...form.checkbox('share_publicly')}
      />
      {user && (
        <p className="flex items-center gap-2 rounded-2xl bg-cream-100 px-4 py-3 text-sm text-ink-700">
          <Icon name="user" className="size-4 text-ember-700" />
          {t(
            'signedInYourRequestIsSentFromYourAccount',
            'Signed in: your request is sent from your account and carries the Member badge; your picture appears only beside your account’s own name.',
          )}
        </p>
      )}
      <Button type="submit" size="lg" loading={form.submitting} className="self-start">
        <Icon name="heart" />
        {t('submitPrayerRequest', 'Submit Prayer Request')}
      </Button>
    </form>
  );
}
