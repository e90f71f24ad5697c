/** What other features and the app may use from auth. */
export { AuthProvider } from './components/auth-provider';
export { useAuth, type AuthState } from './auth-context';
export { SESSION_EXPIRED_MESSAGE } from './session-messages';
export { redirectTarget, type FromState } from './redirect-target';
export { useSignInFirst } from './use-sign-in-first';
