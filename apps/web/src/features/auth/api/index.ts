/**
 * The session's data (docs/product.md#accounts-api): who the token belongs to, and signing out.
 * Signing in and registering are in `sign-in.ts`.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  accountRoutes,
  authRoutes,
  LogoutAllResponse,
  PasswordMessage,
  profileRoutes,
  User,
} from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export const authKeys = {
  profile: ['auth', 'profile'] as const,
  profileOf: (token: string | null) => [...authKeys.profile, token] as const,
};

/** The key every profile query starts with (one per token). */
export const profileQueryKey = authKeys.profile;

// The profile check and sign-out run on the first screen, whose bundle must not carry zod (the
// route declarations are built from zod schemas, and a module is bundled whole): the paths are
// written here, and the type-only import checks them against the declarations.
const paths: {
  me: (typeof profileRoutes)['me']['path'];
  logout: (typeof authRoutes)['logout']['path'];
  logoutAll: (typeof authRoutes)['logoutAll']['path'];
  closeAccount: (typeof accountRoutes)['close']['path'];
} = {
  me: '/api/profile/me',
  logout: '/api/auth/logout',
  logoutAll: '/api/auth/logout-all',
  closeAccount: '/api/profile/me',
};

export function getProfile(signal?: AbortSignal): Promise<User> {
  // A failure here means "not signed in" and is handled quietly (docs/product.md#sessions).
  return apiRequest<User>(paths.me, { signal, unauthorized: 'silent' });
}

export function profileQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: authKeys.profileOf(token),
    queryFn: ({ signal }) => getProfile(signal),
    enabled: token !== null,
    retry: false,
    // The profile changes only through this app, which refreshes it explicitly.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Revokes the token on the server. */
export function logout(): Promise<void> {
  // Silent: a token that is already invalid needs no "session expired" message on sign-out.
  return apiRequest<void>(paths.logout, { method: 'POST', unauthorized: 'silent' });
}

/** Ends every session of the member, on every device, this one too. */
export function logoutAll(): Promise<LogoutAllResponse> {
  return apiRequest<LogoutAllResponse>(paths.logoutAll, { method: 'POST' });
}

/** Closes the member's account for good (the password is asked again); every session ends. */
export function closeAccount(password: string): Promise<PasswordMessage> {
  return apiRequest<PasswordMessage>(paths.closeAccount, { method: 'DELETE', body: { password } });
}
