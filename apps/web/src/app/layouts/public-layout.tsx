import { Outlet, useLocation } from 'react-router';
import { isAdminPath, paths } from '../../shared/config/paths';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';
import { SkipLink } from '../shell/skip-link';

/** Specification §2.2: the header hides on /chat; the footer hides on /chat and /admin/*. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const onChat = pathname === paths.chat;
  const showHeader = !onChat;
  const showFooter = !onChat && !isAdminPath(pathname);

  return (
    <div className="flex min-h-dvh flex-col">
      {showHeader && <SkipLink />}
      {showHeader && <SiteHeader />}
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {showFooter && <SiteFooter />}
    </div>
  );
}
