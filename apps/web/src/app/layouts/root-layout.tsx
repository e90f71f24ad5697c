import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../../features/auth';
import { useResetRetriesOnSuccess } from '../error/retry-counter';

/** The top of every route: the session, scroll restoration, and the error-retry reset. */
export function RootLayout() {
  useResetRetriesOnSuccess();
  return (
    <AuthProvider>
      <ScrollRestoration />
      <Outlet />
    </AuthProvider>
  );
}
