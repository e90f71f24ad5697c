import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

/** The router's error element: retrying navigates to the same place, which re-renders it. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <ErrorScreen
      error={error}
      onRetry={() => void navigate(`${location.pathname}${location.search}`, { replace: true })}
    />
  );
}
