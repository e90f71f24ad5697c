import { errorMessage } from '../../../shared/api/api-error';
import { Link, Navigate, useLocation } from 'react-router';
import { loginRequestSchema } from '@torch/contract';
import { paths } from '../../../shared/config/paths';
import { Button } from '../../../shared/ui/button';
import { Input } from '../../../shared/ui/input';
import { useLoginMutation } from '../api/sign-in';
import { useAuth } from '../auth-context';
import { ScreenSwitchLink } from '../components/screen-switch-link';
import { AuthScreen } from '../components/auth-screen';
import { FormAlert } from '../components/form-alert';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { redirectTarget } from '../redirect-target';
import { loginFailedMessage } from '../session-messages';
import { useTranslation } from 'react-i18next';
import { useChurch } from '../../church';

/** Sign in (docs/product.md#sign-in-and-register): back to where the user came from, else their home base. */
export function LoginPage() {
  const { t } = useTranslation();
  const { shortName } = useChurch();
  const { user, isAdmin, signIn } = useAuth();
  const location = useLocation();
  const fromState: unknown = location.state;
  const login = useLoginMutation();
  const form = useContractForm({
    id: 'login',
    schema: loginRequestSchema,
    defaultValues: { email: '', password: '' },
    submit: async (input) => signIn(await login.mutateAsync(input)),
    onError: (error) => errorMessage(error, loginFailedMessage()),
  });

  if (user) {
    const fallback = isAdmin ? paths.admin.dashboard : paths.home;
    return <Navigate to={redirectTarget(fromState) ?? fallback} replace />;
  }

  return (
    <AuthScreen
      title={t('welcomeBack', 'Welcome back')}
      subtitle={t(
        'signInToJoinTheConversation',
        'Sign in to join the conversation, share prayer requests and stay close to the family.',
      )}
      footer={
        <ScreenSwitchLink
          i18nKey="newToShortnameCreateAnAccount"
          defaults="New to {{shortName}}? <0>Create an account</0>"
          values={{ shortName }}
          to={paths.register}
          state={fromState}
        />
      }
    >
      <form
        {...form.formProps}
        className="flex flex-col gap-5"
        aria-label={t('signInLower', 'Sign in')}
      >
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <Input
          label={t('email', 'Email')}
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <div className="flex flex-col gap-1">
          <Input
            label={t('password', 'Password')}
            type="password"
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
          <Link
            to={paths.forgotPassword}
            className="inline-flex min-h-11 items-center self-end text-sm font-semibold text-ember-700 underline-offset-4 hover:underline"
          >
            {t('forgotPassword', 'Forgot password?')}
          </Link>
        </div>
        <Button type="submit" size="lg" fullWidth loading={form.submitting}>
          {t('signIn', 'Sign In')}
        </Button>
      </form>
    </AuthScreen>
  );
}
