import { errorMessage } from '../../../shared/api/api-error';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, registerRequestSchema } from '@torch/contract';
import { paths } from '../../../shared/config/paths';
import { Button } from '../../../shared/ui/button';
import { Input } from '../../../shared/ui/input';
import { NewPasswordInput } from '../../../shared/ui/new-password-input';
import { useRegisterMutation, useSetupStatusQuery } from '../api/sign-in';
import { useAuth } from '../auth-context';
import { ScreenSwitchLink } from '../components/screen-switch-link';
import { AuthScreen } from '../components/auth-screen';
import { FormAlert } from '../components/form-alert';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { redirectTarget } from '../redirect-target';
import { registrationFailedMessage } from '../session-messages';
import { useTranslation } from 'react-i18next';

/**
 * Create an account: signed in straight away, then home, or back to what the visitor had
 * started (Apply to Join, a campus proposal) when sign-in sent them here on the way. The first
 * account of an install comes back as its Super-Admin: it goes to the admin dashboard, where the
 * church setup wizard opens while the church has never been saved (docs/product.md#first-run).
 * An invitation's link fills in the address and the name.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { user, signIn } = useAuth();
  const fromState: unknown = useLocation().state;
  // An admin's invitation links here with the address and name filled in (docs/product.md#users).
  const [invited] = useSearchParams();
  const register = useRegisterMutation();
  const setupCodeRequired = useSetupStatusQuery().data?.setupCodeRequired === true;
  const form = useContractForm({
    id: 'register',
    schema: registerRequestSchema,
    defaultValues: {
      fullName: invited.get('name') ?? '',
      email: invited.get('email') ?? '',
      password: '',
      setupCode: '',
    },
    submit: async (input) => signIn(await register.mutateAsync(input)),
    onError: (error) => errorMessage(error, registrationFailedMessage()),
  });

  if (user) {
    const firstAdmin = register.data?.user.role === 'Super-Admin';
    const target = firstAdmin ? paths.admin.dashboard : redirectTarget(fromState);
    return <Navigate to={target ?? paths.home} replace />;
  }

  return (
    <AuthScreen
      title={t('joinTheFamily', 'Join the family')}
      subtitle={t(
        'createYourAccountToChat',
        'Create your account to chat with the community, follow teachings and serve together.',
      )}
      footer={
        <ScreenSwitchLink
          i18nKey="alreadyHaveAnAccountSignIn"
          defaults="Already have an account? <0>Sign in</0>"
          to={paths.login}
          state={fromState}
        />
      }
    >
      <form
        {...form.formProps}
        className="flex flex-col gap-5"
        aria-label={t('createAccount', 'Create account')}
      >
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <Input
          label={t('fullNameLower', 'Full name')}
          autoComplete="name"
          required
          {...form.field('fullName')}
        />
        <Input
          label={t('email', 'Email')}
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <NewPasswordInput
          label={t('password', 'Password')}
          minLength={PASSWORD_MIN_LENGTH}
          {...form.field('password')}
        />
        {setupCodeRequired && (
          <div className="flex flex-col gap-3 rounded-xl bg-cream-100 p-4 text-sm text-ink-700">
            <p>
              {t(
                'noAdministratorYetSetupCode',
                'This site has no administrator yet. To become it, type the setup code that the server printed in its log when it started (the line that says "Setup code:"). Without the code your account is an ordinary member\'s.',
              )}
            </p>
            <Input
              label={t('setupCode', 'Setup code')}
              autoComplete="off"
              spellCheck={false}
              {...form.field('setupCode')}
            />
          </div>
        )}
        <Button type="submit" size="lg" fullWidth loading={form.submitting}>
          {t('createAccountButton', 'Create Account')}
        </Button>
      </form>
    </AuthScreen>
  );
}
