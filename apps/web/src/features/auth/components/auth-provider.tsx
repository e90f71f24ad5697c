import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { isAdminRole, type AuthResponse } from '@torch/contract';
import { ApiError } from '../../../shared/api/api-error';
import { onUnauthorized } from '../../../shared/api/http-client';
import {
  clearToken,
  getToken,
  setToken,
  subscribeToToken,
} from '../../../shared/api/token-storage';
import { paths } from '../../../shared/config/paths';
import {
  closeAccount as closeAccountOnServer,
  logout,
  logoutAll,
  profileQueryKey,
  profileQueryOptions,
} from '../api';
import { AuthContext, type AuthState } from '../auth-context';
import { SESSION_EXPIRED_MESSAGE } from '../session-messages';

/**
 * Owns the session: the token in localStorage, the profile behind it, and the two ways a
 * session ends (the user signs out, or the API answers 401 to a call made with the token).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const token = useSyncExternalStore(subscribeToToken, getToken, () => null);
  const profile = useQuery(profileQueryOptions(token));

  // A stored token the server no longer accepts is dropped without a word
  // (docs/product.md#sessions). No answer at all (offline, the installed app opened on a train)
  // says nothing about the token: the session waits for the network instead of ending.
  const profileFailed = profile.isError && profile.error instanceof ApiError;
  const profileUnreached = profile.isError && !profileFailed;
  useEffect(() => {
    if (profileFailed) clearToken();
  }, [profileFailed]);
  const { refetch: refetchProfile } = profile;
  useEffect(() => {
    if (!profileUnreached) return;
    const retry = () => void refetchProfile();
    window.addEventListener('online', retry);
    window.addEventListener('focus', retry);
    return () => {
      window.removeEventListener('online', retry);
      window.removeEventListener('focus', retry);
    };
  }, [profileUnreached, refetchProfile]);

  const endSession = useCallback(() => {
    clearToken();
    // Whatever was loaded for this user must not leak into the next session.
    queryClient.removeQueries();
  }, [queryClient]);

  useEffect(
    () =>
      onUnauthorized(() => {
        endSession();
        toast.error(SESSION_EXPIRED_MESSAGE, { toastId: 'session-expired' });
      }),
    [endSession],
  );

  const signIn = useCallback(
    (auth: AuthResponse) => {
      // Seed the profile first so the new token never shows a loading screen.
      queryClient.setQueryData(profileQueryOptions(auth.token).queryKey, auth.user);
      setToken(auth.token);
    },
    [queryClient],
  );

  const signOut = useCallback(() => {
    // Revoke on the server while the token is still stored; the UI does not wait for it.
    logout().catch(() => undefined);
    endSession();
    void navigate(paths.home);
  }, [endSession, navigate]);

  /** Waits for the server: until every token is revoked, nothing here should look done. */
  const endEverySession = useCallback(
    async (onServer: () => Promise<{ message: string }>) => {
      const { message } = await onServer();
      // The token is revoked already, so there is nothing left for /logout to do. It is dropped
      // at once (committed, guard redirect included), so no request goes out with it; then home,
      // which replaces the members' page's redirect to sign-in.
      flushSync(endSession);
      await navigate(paths.home, { replace: true });
      return message;
    },
    [endSession, navigate],
  );
  const signOutEverywhere = useCallback(() => endEverySession(logoutAll), [endEverySession]);
  const closeAccount = useCallback(
    (password: string) => endEverySession(() => closeAccountOnServer(password)),
    [endEverySession],
  );

  const reloadUser = useCallback(
    () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
    [queryClient],
  );

  const user = token !== null && profile.data ? profile.data : null;
  // This device's push is the signed-in member's, on this session (docs/notifications.md#web-push).
  // Loaded on sign-in: its route declarations carry the contract's schemas, which a visitor's
  // first page has no use for.
  const memberId = user?._id ?? null;
  useEffect(() => {
    if (memberId !== null && token !== null)
      import('../../../shared/lib/device-push')
        .then(({ tiePushToSession }) => tiePushToSession(memberId))
        .catch(() => {
          // Offline or refused: the device keeps what it had; the next start tries again.
        });
  }, [memberId, token]);
  const value = useMemo<AuthState>(
    () => ({
      user,
      isAdmin: user !== null && isAdminRole(user.role),
      isLoading: token !== null && (profile.isPending || profileUnreached),
      signIn,
      signOut,
      signOutEverywhere,
      closeAccount,
      reloadUser,
    }),
    [
      user,
      token,
      profile.isPending,
      profileUnreached,
      signIn,
      signOut,
      signOutEverywhere,
      closeAccount,
      reloadUser,
    ],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
