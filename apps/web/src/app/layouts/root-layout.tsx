import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { AuthProvider } from '../../features/auth';
import { ChurchBrand } from '../../features/church';
import { useResetRetriesOnSuccess } from '../error/retry-counter';

/**
 * Where scroll positions are kept. An address typed into the address bar, or a plain
 * `<a href="#/…">` (in an article, or on the pre-rendered first screen), makes a history entry
 * the router did not write: React Router gives every such entry, and the first one, the key
 * 'default', so each of them would open at the scroll position another one was left at. Their
 * positions are kept by address instead: an address not seen before opens at its top, and going
 * back to one returns to where the visitor was on it.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/**
 * The top of every route: the session, the church's settings, scroll restoration, and the
 * error-retry reset.
 */
export function RootLayout() {
  useResetRetriesOnSuccess();
  return (
    <AuthProvider>
      <ChurchBrand>
        <ScrollRestoration getKey={scrollKey} />
        <Outlet />
      </ChurchBrand>
    </AuthProvider>
  );
}
