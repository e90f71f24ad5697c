import { Outlet, useLocation } from 'react-router';
import { AssistantLauncher } from '../../features/assistant';
import { isAdminPath, paths } from '../../shared/config/paths';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';
import { SkipLink } from '../shell/skip-link';

/**
 * docs/product.md#layout: the header hides on /chat; the footer hides on /chat and /admin/*. The
 * assistant's button hides there too: the chat has its own composer in that corner, and the
 * admin area is for managing the site, not visiting it.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  const onChat = pathname === paths.chat;
  const showHeader = !onChat;
  const showFooter = !onChat && !isAdminPath(pathname);
  const showAssistant = !onChat && !isAdminPath(pathname);

  return (
    <div className="flex min-h-dvh flex-col">
      {showHeader && <SkipLink />}
      {showHeader && <SiteHeader />}
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {showFooter && <SiteFooter />}
      {showAssistant && <AssistantLauncher />}
    </div>
  );
}
