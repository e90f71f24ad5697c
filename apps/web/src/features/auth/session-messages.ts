/** Texts of the session's life cycle (docs/product.md#sessions). */
import { authMessages } from '@torch/contract';
import { i18next } from '../../shared/i18n';

export const SESSION_EXPIRED_MESSAGE = authMessages.sessionExpired;

/** Said when the server refused a sign-in without saying why. */
export function loginFailedMessage(): string {
  return i18next.t('loginFailed', 'Login failed');
}

/** Said when the server refused a registration without saying why. */
export function registrationFailedMessage(): string {
  return i18next.t('registrationFailed', 'Registration failed.');
}
