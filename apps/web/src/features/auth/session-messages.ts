/** Texts of the session's life cycle (docs/product.md#sessions). */
import { authMessages } from '@torch/contract';

export const SESSION_EXPIRED_MESSAGE = authMessages.sessionExpired;
export const LOGIN_FAILED_MESSAGE = 'Login failed';
export const REGISTRATION_FAILED_MESSAGE = 'Registration failed.';
