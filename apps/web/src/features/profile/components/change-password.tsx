import { changePasswordRequestSchema, type User } from '@torch/contract';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Input } from '../../../shared/ui/input';
import { NewPasswordInput } from '../../../shared/ui/new-password-input';
import { useAuth } from '../../auth';
import { useChangePasswordMutation } from '../api';
import { useTranslation } from 'react-i18next';

/**
 * The profile's Password section (docs/product.md#profile): the current password, then the new
 * one. This device stays signed in (with the new token the answer carries); the others end.
 */
export function ChangePassword({ user }: { user: User }) {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const change = useChangePasswordMutation();
  const form = useContractForm({
    id: 'change-password',
    schema: changePasswordRequestSchema,
    defaultValues: { currentPassword: '', newPassword: '' },
    submit: async (input) => {
      const answer = await change.mutateAsync(input);
      signIn({ token: answer.token, user });
      return answer;
    },
    resetOnSuccess: true,
    toasts: {
      success: t(
        'passwordChangedYouHaveBeenSignedOutOnYourOtherDevices',
        'Password changed. You have been signed out on your other devices.',
      ),
      failure: t('couldNotChangeYourPassword', 'Could not change your password'),
      fallback: t('pleaseTryAgain', 'Please try again'),
    },
  });

  return (
    <Card className="mt-6">
      <h2 className="text-xl font-semibold">{t('password', 'Password')}</h2>
      <p className="mt-1 text-sm text-ink-600">
        {t(
          'chooseANewPasswordYouStaySignedInHereYourOtherDevicesAreSignedOut',
          'Choose a new password. You stay signed in here; your other devices are signed out.',
        )}
      </p>
      <form
        {...form.formProps}
        className="mt-5 flex flex-col gap-5"
        aria-label={t('changePassword', 'Change password')}
      >
        <Input
          label={t('currentPassword', 'Current password')}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('currentPassword')}
        />
        <NewPasswordInput label={t('newPassword', 'New password')} {...form.field('newPassword')} />
        <div>
          <Button type="submit" loading={form.submitting}>
            {t('changePassword', 'Change password')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
