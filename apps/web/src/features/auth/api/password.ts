/**
 * Forgetting a password (docs/product.md#forgot-password) and confirming a new address, over
 * the routes declared in the contract. Apart from `index.ts`: only these pages need them, and
 * they load zod anyway.
 */
import { useMutation } from '@tanstack/react-query';
import {
  accountRoutes,
  passwordRoutes,
  type ForgotPasswordRequest,
  type PasswordMessage,
  type ResetPasswordRequest,
} from '@torch/contract';
import { callRoute } from '../../../shared/api/route-client';

/** Always the same answer, whether or not the address has an account. */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest): Promise<PasswordMessage> =>
      callRoute(passwordRoutes.forgot, { body }),
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest): Promise<PasswordMessage> =>
      callRoute(passwordRoutes.reset, { body }),
  });
}

/** Follows the link mailed to a new address: the account's address changes. */
export function useConfirmEmailMutation() {
  return useMutation({
    mutationFn: (token: string): Promise<PasswordMessage> =>
      callRoute(accountRoutes.confirmEmail, { body: { token } }),
  });
}

/** Follows the link mailed to the current address: the change waiting for the account is dropped. */
export function useCancelEmailChangeMutation() {
  return useMutation({
    mutationFn: (token: string): Promise<PasswordMessage> =>
      callRoute(accountRoutes.cancelEmailChange, { body: { token } }),
  });
}
