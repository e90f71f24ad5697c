import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { loginRequestSchema } from '@torch/contract';
import { paths } from '../../../shared/config/paths';
import { Button } from '../../../shared/ui/button';
import { Input } from '../../../shared/ui/input';
import { useLoginMutation } from '../api/sign-in';
import { useAuth } from '../auth-context';
import { AuthScreen } from '../components/auth-screen';
import { FormAlert } from '../components/form-alert';
import { fieldErrors } from '../../../shared/lib/form-errors';
import { useFieldErrors } from '../../../shared/lib/use-field-errors';
import { redirectTarget } from '../redirect-target';
import { LOGIN_FAILED_MESSAGE } from '../session-messages';

type LoginField = 'email' | 'password';

/**
 * Sign in (docs/product.md#sign-in-and-register): back to where the user came from, else their home
 * base.
 */
export function LoginPage() {
  const { user, isAdmin, signIn } = useAuth();
  const location = useLocation();
  const fromState: unknown = location.state;
  const loginMutation = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, setErrors, clearError } = useFieldErrors<LoginField>();
  const [serverError, setServerError] = useState<string | null>(null);

  if (user) {
    const fallback = isAdmin ? paths.admin.dashboard : paths.home;
    return <Navigate to={redirectTarget(fromState) ?? fallback} replace />;
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const parsed = loginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors<LoginField>(parsed.error));
      return;
    }
    setErrors({});
    loginMutation.mutate(parsed.data, {
      onSuccess: signIn,
      onError: (error) => setServerError(error.message || LOGIN_FAILED_MESSAGE),
    });
  };

  return (
    <AuthScreen
      title="Welcome back"
      subtitle="Sign in to join the conversation, share prayer requests and stay close to the family."
      footer={
        <>
          New to Torch?{' '}
          <Link
            to={paths.register}
            state={fromState}
            className="font-semibold text-ember-700 underline-offset-4 hover:underline"
          >
            Create an account
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5" aria-label="Sign in">
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <Input
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            clearError('email');
          }}
          error={errors.email}
        />
        <Input
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            clearError('password');
          }}
          error={errors.password}
        />
        <Button type="submit" size="lg" fullWidth loading={loginMutation.isPending}>
          Sign In
        </Button>
      </form>
    </AuthScreen>
  );
}
