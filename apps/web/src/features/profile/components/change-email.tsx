import { toast } from 'react-toastify';
import { changeEmailRequestSchema, type User } from '@torch/contract';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Input } from '../../../shared/ui/input';
import { useChangeEmailMutation } from '../api';
import { Trans, useTranslation } from 'react-i18next';

/**
 * The profile's Email section (docs/product.md#profile): the new address and the password. A
 * link goes to the new address; the account keeps the current one until it is followed.
 */
export function ChangeEmail({ user }: { user: User }) {
  const { t } = useTranslation();
  const change = useChangeEmailMutation();
  const form = useContractForm({
    id: 'change-email',
    schema: changeEmailRequestSchema,
    defaultValues: { newEmail: '', password: '' },
    submit: async (input) => {
      const answer = await change.mutateAsync(input);
      toast.success(answer.message);
    },
    resetOnSuccess: true,
    toasts: {
      failure: t('couldNotChangeYourEmail', 'Could not change your email'),
      fallback: t('pleaseTryAgain', 'Please try again'),
    },
  });

  return (
    <Card className="mt-6">
      <h2 className="text-xl font-semibold">{t('email', 'Email')}</h2>
      <p className="mt-1 text-sm text-ink-600">
        <Trans
          i18nKey="youSignInWithEmail"
          defaults="You sign in with <0>{{email}}</0>. To use another address, we send it a link: your address changes when you follow it."
          values={{ email: user.email }}
          components={[<span className="font-semibold text-ink-900" />]}
        />
      </p>
      <form
        {...form.formProps}
        className="mt-5 flex flex-col gap-5"
        aria-label={t('changeEmail', 'Change email')}
      >
        <Input
          label={t('newEmailAddress', 'New email address')}
          type="email"
          autoComplete="email"
          required
          {...form.field('newEmail')}
        />
        <Input
          label={t('password', 'Password')}
          type="password"
          autoComplete="current-password"
          required
          hint={t('yourCurrentPasswordToShowItIsYou', 'Your current password, to show it is you.')}
          {...form.field('password')}
        />
        <div>
          <Button type="submit" loading={form.submitting}>
            {t('sendConfirmationLink', 'Send confirmation link')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
