import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../../features/auth';
import { useChurch } from '../../features/church';
import { UnreadBadge, useInboxSummary } from '../../features/inbox';
import { paths } from '../../shared/config/paths';
import { cn } from '../../shared/lib/cn';
import { Avatar } from '../../shared/ui/avatar';
import { Badge } from '../../shared/ui/badge';
import { BrandMark } from '../../shared/ui/brand-mark';
import { Icon, type IconName } from '../../shared/ui/icon';
import { IconButton } from '../../shared/ui/icon-button';
import { DisclosureChevron } from './disclosure-chevron';
import { InstallAppItem } from './install-app-item';
import { mainNavigation, mobileQuickActions, searchPages, type NavLinkItem } from './nav-items';
import { useTranslation } from 'react-i18next';
import { CopyrightLine } from './copyright-line';

const accountClasses =
  'flex min-h-11 min-w-0 items-center justify-center gap-1.5 rounded-2xl border border-cream-200 bg-white px-2 text-sm font-semibold text-ink-800 transition-colors hover:bg-cream-100';

const rowClasses =
  'flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl px-4 text-left text-base font-semibold text-ink-800 transition-colors hover:bg-cream-100';

/**
 * What the mobile menu holds: the member card, page search, quick actions and groups, which
 * scroll; and the account actions, pinned under them so Admin Panel and Sign Out are in
 * reach however long the list grows.
 */
export function MobileMenuContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { user, isAdmin, signOut } = useAuth();
  const church = useChurch();
  const unread = useInboxSummary(isAdmin).data?.unreadMessages ?? 0;
  const [query, setQuery] = useState('');
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const searchId = useId();
  const results = searchPages(t, query);
  const searching = query.trim() !== '';

  const adminLinks: { label: string; to: string; icon: IconName; badge?: number }[] = isAdmin
    ? [
        { label: t('adminPanel', 'Admin Panel'), to: paths.admin.dashboard, icon: 'shield' },
        { label: t('inbox', 'Inbox'), to: paths.admin.inbox, icon: 'inbox', badge: unread },
      ]
    : [];
  // A member's row of three (Profile and two of its tabs), then Chat beside Sign Out.
  const accountLinks: { label: string; to: string; icon: IconName; span: string }[] = user
    ? [
        { label: t('profile', 'Profile'), to: paths.profile, icon: 'user', span: 'col-span-2' },
        {
          label: t('tickets', 'Tickets'),
          to: paths.profileTab('tickets'),
          icon: 'calendar',
          span: 'col-span-2',
        },
        {
          label: t('giving', 'Giving'),
          to: paths.profileTab('giving'),
          icon: 'gift',
          span: 'col-span-2',
        },
        { label: t('chat', 'Chat'), to: paths.chat, icon: 'chat', span: 'col-span-3' },
      ]
    : [
        { label: t('signIn', 'Sign In'), to: paths.login, icon: 'user', span: 'col-span-3' },
        {
          label: t('register', 'Register'),
          to: paths.register,
          icon: 'sparkle',
          span: 'col-span-3',
        },
      ];

  const pageLink = (item: NavLinkItem, nested = false) => (
    <NavLink
      to={item.to}
      end
      onClick={onClose}
      className={({ isActive }) =>
        cn(
          rowClasses,
          nested && 'min-h-11 pl-6 text-[0.95rem] font-medium',
          isActive && 'text-ember-700',
        )
      }
    >
      {item.mobileLabel ?? item.label}
    </NavLink>
  );

  return (
    <>
      <div className="flex items-center justify-between border-b border-cream-200 px-5 py-3">
        <Link
          to={paths.home}
          onClick={onClose}
          className="inline-flex min-h-11 items-center rounded-xl"
        >
          <BrandMark name={church.shortName} tagline={church.tagline} />
        </Link>
        <IconButton
          icon="close"
          label={t('closeMenu', 'Close menu')}
          iconClassName="size-6"
          onClick={onClose}
          className="text-ink-700 hover:bg-cream-100"
        />
      </div>

      <div className="flex-1 overflow-y-auto px-5 pt-5 pb-8">
        {user && (
          <div className="mb-5 flex items-center gap-3 rounded-3xl bg-white p-4 shadow-warm">
            <Avatar name={user.fullName || t('user', 'User')} src={user.avatarUrl} />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-ink-900">
                {user.fullName || t('user', 'User')}
              </p>
              <p className="truncate text-sm text-ink-600">{user.email}</p>
            </div>
            {isAdmin && <Badge>{t('admin', 'Admin')}</Badge>}
          </div>
        )}

        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            {t('searchPages', 'Search pages')}
          </label>
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-ink-400"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('searchPagesPlaceholder', 'Search pages…')}
            autoComplete="off"
            className="min-h-12 w-full rounded-full border border-ink-200 bg-white pr-4 pl-12 text-base text-ink-900 placeholder:text-ink-500 focus:border-ember-500 focus:ring-4 focus:ring-ember-500/20 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
          />
        </div>

        {searching ? (
          <section aria-label={t('searchResults', 'Search results')} className="mt-4">
            {results.length > 0 ? (
              <ul className="flex flex-col gap-1">
                {results.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end
                      onClick={onClose}
                      className="flex min-h-14 flex-col justify-center rounded-2xl px-4 py-2 transition-colors hover:bg-cream-100"
                    >
                      <span className="font-semibold text-ink-900">
                        {item.mobileLabel ?? item.label}
                      </span>
                      {item.description && (
                        <span className="text-sm text-ink-600">{item.description}</span>
                      )}
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="px-4 py-6 text-center text-ink-600" role="status">
                {t('noPagesMatch', 'No pages match “{{query}}”.', { query: query.trim() })}
              </p>
            )}
          </section>
        ) : (
          <>
            <div className="mt-5 grid grid-cols-2 gap-3">
              {mobileQuickActions(t).map((action) => (
                <Link
                  key={action.to}
                  to={action.to}
                  onClick={onClose}
                  className="flex min-h-14 items-center justify-center gap-2 rounded-2xl bg-ember-600 font-semibold text-white shadow-glow hover:bg-ember-700"
                >
                  <Icon name={action.icon} />
                  {action.label}
                </Link>
              ))}
            </div>

            <nav aria-label={t('mobile', 'Mobile')} className="mt-5">
              <ul className="flex flex-col gap-1">
                {mainNavigation(t).map((entry) => {
                  if (entry.kind === 'link')
                    return <li key={entry.item.to}>{pageLink(entry.item)}</li>;
                  const { group } = entry;
                  const expanded = openGroup === group.label;
                  const submenuId = `mobile-submenu-${group.label.toLowerCase().replace(/\s+/g, '-')}`;
                  return (
                    <li key={group.label}>
                      <button
                        type="button"
                        aria-expanded={expanded}
                        aria-controls={submenuId}
                        onClick={() => setOpenGroup(expanded ? null : group.label)}
                        className={rowClasses}
                      >
                        {group.label}
                        <DisclosureChevron open={expanded} />
                      </button>
                      <ul
                        id={submenuId}
                        hidden={!expanded}
                        className="mb-2 border-l-2 border-ember-200 ml-4"
                      >
                        {group.items.map((item) => (
                          <li key={item.to}>{pageLink(item, true)}</li>
                        ))}
                      </ul>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </>
        )}

        <div className="mt-8 text-center text-sm text-ink-600">
          <CopyrightLine />
          <p className="mt-1 font-display text-ember-700 italic">{church.tagline}</p>
        </div>
      </div>

      <nav
        aria-label={t('account', 'Account')}
        data-testid="mobile-menu-account"
        className="border-t border-cream-200 bg-cream-50 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-16px_rgb(0_0_0/0.25)]"
      >
        <ul className="grid grid-cols-6 gap-2">
          {adminLinks.map((link) => (
            <li key={link.to} className="col-span-3">
              <Link to={link.to} onClick={onClose} className={accountClasses}>
                <Icon name={link.icon} className="shrink-0 text-ember-700" />
                <span className="truncate">{link.label}</span>
                {link.badge !== undefined && <UnreadBadge count={link.badge} />}
              </Link>
            </li>
          ))}
          {accountLinks.map((link) => (
            <li key={link.to} className={link.span}>
              <Link to={link.to} onClick={onClose} className={accountClasses}>
                <Icon name={link.icon} className="shrink-0 text-ember-700" />
                <span className="truncate">{link.label}</span>
              </Link>
            </li>
          ))}
          {user && (
            <li className="col-span-3">
              <button
                type="button"
                onClick={() => {
                  onClose();
                  signOut();
                }}
                className={cn(accountClasses, 'w-full')}
              >
                <Icon name="logout" className="shrink-0 text-ember-700" />
                <span className="truncate">{t('signOut', 'Sign Out')}</span>
              </button>
            </li>
          )}
          {/* Below the rows, whole width: the entry comes and goes with the offer. */}
          {user && (
            <InstallAppItem
              className={accountClasses}
              listItemClassName="col-span-6"
              onDone={onClose}
            />
          )}
        </ul>
      </nav>
    </>
  );
}
