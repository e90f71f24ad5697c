import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { PASSWORD_MIN_LENGTH, registerRequestSchema } from '@torch/contract';
import { paths } from '../../../shared/config/paths';
import { Button } from '../../../shared/ui/button';
import { Input } from '../../../shared/ui/input';
import { useRegisterMutation } from '../api/sign-in';
import { useAuth } from '../auth-context';
import { AuthScreen } from '../components/auth-screen';
import { FormAlert } from '../components/form-alert';
import { fieldErrors } from '../../../shared/lib/form-errors';
import { useFieldErrors } from '../../../shared/lib/use-field-errors';
import { redirectTarget } from '../redirect-target';
import { REGISTRATION_FAILED_MESSAGE } from '../session-messages';

type RegisterField = 'fullName' | 'email' | 'password';

/**
 * Create an account: signed in straight away, then home, or back to what the visitor had
 * started (Apply to Join, a campus proposal) when sign-in sent them here on the way.
 */
export function RegisterPage() {
  const { user, signIn } = useAuth();
  const fromState: unknown = useLocation().state;
  const registerMutation = useRegisterMutation();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, setErrors, clearError } = useFieldErrors<RegisterField>();
  const [serverError, setServerError] = useState<string | null>(null);

  if (user) return <Navigate to={redirectTarget(fromState) ?? paths.home} replace />;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const parsed = registerRequestSchema.safeParse({ fullName, email, password });
    if (!parsed.success) {
      setErrors(fieldErrors<RegisterField>(parsed.error));
      return;
    }
    setErrors({});
    registerMutation.mutate(parsed.data, {
      onSuccess: signIn,
      onError: (error) => setServerError(error.message || REGISTRATION_FAILED_MESSAGE),
    });
  };

  return (
    <AuthScreen
      title="Join the family"
      subtitle="Create your account to chat with the community, follow teachings and serve together."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={paths.login}
            state={fromState}
            className="font-semibold text-ember-700 underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={handleSubmit}
        className="flex flex-col gap-5"
        aria-label="Create account"
      >
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <Input
          id="register-full-name"
          label="Full name"
          autoComplete="name"
          required
          value={fullName}
          onChange={(event) => {
            setFullName(event.target.value);
            clearError('fullName');
          }}
          error={errors.fullName}
        />
        <Input
          id="register-email"
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
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            clearError('password');
          }}
          error={errors.password}
        />
        <Button type="submit" size="lg" fullWidth loading={registerMutation.isPending}>
          Create Account
        </Button>
      </form>
    </AuthScreen>
  );
}
