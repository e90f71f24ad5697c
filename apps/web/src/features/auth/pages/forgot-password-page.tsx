import { errorMessage } from '../../../shared/api/api-error';
import { useState } from 'react';
import { Link } from 'react-router';
import { forgotPasswordRequestSchema } from '@torch/contract';
import { paths } from '../../../shared/config/paths';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { Input } from '../../../shared/ui/input';
import { useForgotPasswordMutation } from '../api/password';
import { AuthScreen } from '../components/auth-screen';
import { FormAlert } from '../components/form-alert';
import { Trans, useTranslation } from 'react-i18next';

const backLinkClasses = 'font-semibold text-ember-700 underline-offset-4 hover:underline';

/**
 * Forgot password (docs/product.md#forgot-password): the member gives an address and is told,
 * whatever the address, that a link is on its way if an account uses it.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPasswordMutation();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const form = useContractForm({
    id: 'forgot-password',
    schema: forgotPasswordRequestSchema,
    defaultValues: { email: '' },
    submit: async (input) => {
      const answer = await forgot.mutateAsync(input);
      setSent({ email: input.email, message: answer.message });
    },
    onError: (error) =>
      errorMessage(
        error,
        t('couldNotSendTheLinkPleaseTryAgain', 'Could not send the link. Please try again.'),
      ),
  });

  if (sent)
    return (
      <AuthScreen
        title={t('checkYourEmail', 'Check your email')}
        subtitle={
          <>
            <Trans
              i18nKey="openTheMessageSentToEmail"
              defaults="Open the message sent to <0>{{email}}</0> and follow its link to choose a new password."
              values={{ email: sent.email }}
              components={[<strong className="font-semibold break-all text-ink-900" />]}
            />
          </>
        }
        footer={
          <Link to={paths.login} className={backLinkClasses}>
            {t('backToSignIn', 'Back to sign in')}
          </Link>
        }
      >
        <div
          role="status"
          className="flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-4 text-sm text-emerald-900"
        >
          <Icon name="mail" className="mt-0.5 shrink-0 text-emerald-700" />
          <p>{sent.message}</p>
        </div>
        <p className="mt-6 text-sm text-ink-600">
          {t(
            'nothingAfterAFewMinutesLookInYourSpamFolderOrCheckTheAddress',
            'Nothing after a few minutes? Look in your spam folder, or check the address.',
          )}
        </p>
        <div className="mt-4">
          <Button variant="outline" fullWidth onClick={() => setSent(null)}>
            {t('tryAnotherAddress', 'Try another address')}
          </Button>
        </div>
      </AuthScreen>
    );

  return (
    <AuthScreen
      title={t('forgotYourPassword', 'Forgot your password?')}
      subtitle={t(
        'giveTheEmailAddressYouSignInWith',
        'Give the email address you sign in with and we will send you a link to choose a new password.',
      )}
      footer={
        <Trans
          i18nKey="rememberedItBackToSignIn"
          defaults="Remembered it? <0>Back to sign in</0>"
          components={[<Link to={paths.login} className={backLinkClasses} />]}
        />
      }
    >
      <form
        {...form.formProps}
        className="flex flex-col gap-5"
        aria-label={t('forgotPasswordForm', 'Forgot password')}
      >
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <Input
          label={t('email', 'Email')}
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <Button type="submit" size="lg" fullWidth loading={form.submitting}>
          {t('sendTheLink', 'Send the link')}
        </Button>
      </form>
    </AuthScreen>
  );
}
