import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { BrandMark } from '../../shared/ui/brand-mark';
import { Icon } from '../../shared/ui/icon';
import { DesktopNav } from './desktop-nav';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu';
import { ProfileMenu } from './profile-menu';

/** The sticky top bar: brand, navigation, and the account corner or the mobile menu button. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <header className="sticky top-0 z-40 border-b border-cream-200/80 bg-cream-50/90 backdrop-blur-md">
      <div className="mx-auto flex h-18 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <Link
          to={paths.home}
          className="inline-flex min-h-11 items-center rounded-xl"
          aria-label="Torch home"
        >
          <BrandMark />
        </Link>
        <DesktopNav />
        <div className="hidden lg:block">
          <ProfileMenu />
        </div>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-ink-800 hover:bg-cream-100 lg:hidden"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" className="size-6" />
        </button>
      </div>
      <MobileMenu open={menuOpen} onClose={closeMenu} />
    </header>
  );
}
