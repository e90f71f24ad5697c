import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useChurch } from '../../features/church';
import { paths } from '../../shared/config/paths';
import { BrandMark } from '../../shared/ui/brand-mark';
import { IconButton } from '../../shared/ui/icon-button';
import { DesktopNav } from './desktop-nav';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu';
import { ProfileMenu } from './profile-menu';
import { useTranslation } from 'react-i18next';

/** The sticky top bar: brand, navigation, and the account corner or the mobile menu button. */
export function SiteHeader() {
  const { t } = useTranslation();
  const church = useChurch();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <header className="sticky top-0 z-40 border-b border-cream-200/80 bg-cream-50/90 backdrop-blur-md">
      <div className="mx-auto flex h-18 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <Link
          to={paths.home}
          className="inline-flex min-h-11 items-center rounded-xl"
          aria-label={t('shortnameHome', '{{shortName}} home', { shortName: church.shortName })}
        >
          <BrandMark name={church.shortName} tagline={church.tagline} />
        </Link>
        <DesktopNav />
        <div className="hidden lg:block">
          <ProfileMenu />
        </div>
        <IconButton
          icon="menu"
          label={t('openMenu', 'Open menu')}
          iconClassName="size-6"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpen(true)}
          className="text-ink-800 hover:bg-cream-100 lg:hidden"
        />
      </div>
      <MobileMenu open={menuOpen} onClose={closeMenu} />
    </header>
  );
}
