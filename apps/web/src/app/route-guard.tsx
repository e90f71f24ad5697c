import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth, type FromState } from '../features/auth';
import { isAdminPath, paths } from '../shared/config/paths';
import { FullScreenSpinner } from '../shared/ui/full-screen-spinner';
import { useTranslation } from 'react-i18next';

/**
 * docs/product.md#route-guard: wait for the session check, send strangers to sign in (remembering
 * where they were going), and keep members out of /admin.
 */
export function RouteGuard() {
  const { t } = useTranslation();
  const { user, isAdmin, isLoading } = useAuth();
  const location = useLocation();

  if (isLoading)
    return <FullScreenSpinner label={t('checkingYourSession', 'Checking your session…')} />;
  if (!user) {
    const state: FromState = { from: { pathname: location.pathname, search: location.search } };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (isAdminPath(location.pathname) && !isAdmin) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
