/**
 * Signing in and registering (docs/product.md#accounts-api), over the routes declared in the
 * contract. Apart from `index.ts`: only the sign-in pages need these, and they load zod anyway.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  authRoutes,
  type AuthResponse,
  type LoginRequest,
  type RegisterRequest,
  type SetupStatus,
} from '@torch/contract';
import { callRoute } from '../../../shared/api/route-client';

export function login(body: LoginRequest): Promise<AuthResponse> {
  return callRoute(authRoutes.login, { body });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}

/** The answer carries a token, so registering also signs in. */
export function register(body: RegisterRequest): Promise<AuthResponse> {
  return callRoute(authRoutes.register, { body });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}

/**
 * Whether this install still waits for its first admin, who must type the setup code from the
 * server's log (docs/configuration.md#the-first-account).
 */
export function useSetupStatusQuery() {
  return useQuery({
    queryKey: ['auth', 'setup'],
    queryFn: (): Promise<SetupStatus> => callRoute(authRoutes.setup, {}),
    staleTime: 60_000,
  });
}
