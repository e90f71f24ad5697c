import { errorMessage } from '../../../shared/api/api-error';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { newPasswordSchema } from '@torch/contract';
import { z } from 'zod';
import { paths } from '../../../shared/config/paths';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { Button } from '../../../shared/ui/button';
import { Input } from '../../../shared/ui/input';
import { NewPasswordInput } from '../../../shared/ui/new-password-input';
import { useResetPasswordMutation } from '../api/password';
import { AuthScreen } from '../components/auth-screen';
import { FormAlert } from '../components/form-alert';
import { Trans, useTranslation } from 'react-i18next';
import { i18next } from '../../../shared/i18n';

/** The new password twice, so a typo does not lock the member out again. */
const chooseSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    error: () => i18next.t('theTwoPasswordsAreNotTheSame', 'The two passwords are not the same'),
    path: ['confirm'],
  });

const askAgainClasses = 'font-semibold text-ember-700 underline-offset-4 hover:underline';

/**
 * Reset password (docs/product.md#forgot-password): opened from the mailed link
 * (`#/reset-password?token=…`); the member chooses a new password and signs in with it.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPasswordMutation();
  const form = useContractForm({
    id: 'reset-password',
    schema: chooseSchema,
    defaultValues: { password: '', confirm: '' },
    submit: async ({ password }) => {
      const answer = await reset.mutateAsync({ token, password });
      toast.success(answer.message);
      await navigate(paths.login, { replace: true });
    },
    onError: (error) =>
      errorMessage(
        error,
        t(
          'couldNotChangeThePasswordPleaseTryAgain',
          'Could not change the password. Please try again.',
        ),
      ),
  });

  if (!token)
    return (
      <AuthScreen
        title={t('thisLinkIsIncomplete', 'This link is incomplete')}
        subtitle={t(
          'openTheLinkFromTheEmailAgainOrAskForANewOne',
          'Open the link from the email again, or ask for a new one.',
        )}
        footer={
          <Link to={paths.forgotPassword} className={askAgainClasses}>
            {t('askForANewLink', 'Ask for a new link')}
          </Link>
        }
      >
        <FormAlert>
          {t('theResetLinkIsMissingItsCode', 'The reset link is missing its code.')}
        </FormAlert>
      </AuthScreen>
    );

  return (
    <AuthScreen
      title={t('chooseANewPassword', 'Choose a new password')}
      subtitle={t(
        'youWillBeSignedOutOnEveryDevice',
        'You will be signed out on every device, then you can sign in with your new password.',
      )}
      footer={
        <Trans
          i18nKey="linkExpiredAskForANewLink"
          defaults="Link expired? <0>Ask for a new link</0>"
          components={[<Link to={paths.forgotPassword} className={askAgainClasses} />]}
        />
      }
    >
      <form
        {...form.formProps}
        className="flex flex-col gap-5"
        aria-label={t('chooseANewPassword', 'Choose a new password')}
      >
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <NewPasswordInput label={t('newPassword', 'New password')} {...form.field('password')} />
        <Input
          label={t('newPasswordAgain', 'New password again')}
          type="password"
          autoComplete="new-password"
          required
          {...form.field('confirm')}
        />
        <Button type="submit" size="lg" fullWidth loading={form.submitting}>
          {t('changePassword', 'Change password')}
        </Button>
      </form>
    </AuthScreen>
  );
}
