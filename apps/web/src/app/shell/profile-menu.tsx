import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../features/auth';
import { UnreadBadge, useInboxSummary } from '../../features/inbox';
import { paths } from '../../shared/config/paths';
import { cn } from '../../shared/lib/cn';
import { Avatar } from '../../shared/ui/avatar';
import { Badge } from '../../shared/ui/badge';
import { ButtonLink } from '../../shared/ui/button-link';
import { Icon, type IconName } from '../../shared/ui/icon';
import { DisclosureChevron } from './disclosure-chevron';
import { InstallAppItem } from './install-app-item';
import { useHeaderMenu } from './use-header-menu';
import { Trans, useTranslation } from 'react-i18next';

const itemClasses =
  'flex min-h-11 w-full items-center gap-3 rounded-2xl px-3 text-left text-sm font-medium text-ink-800 transition-colors hover:bg-cream-100';

/** The account corner of the header: Sign In, or the member's menu (docs/product.md#navigation). */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { user, isAdmin, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const { close, container, toggle } = useHeaderMenu(open, setOpen, 'profile-menu');
  const unread = useInboxSummary(isAdmin).data?.unreadMessages ?? 0;

  if (!user) {
    return (
      <ButtonLink to={paths.login} size="sm" className="px-5">
        {t('signIn', 'Sign In')}
      </ButtonLink>
    );
  }

  const name = user.fullName || t('user', 'User');
  const links: { label: string; to: string; icon: IconName; badge?: number }[] = [
    { label: t('profile', 'Profile'), to: paths.profile, icon: 'user' },
    // The profile's tabs a member most often wants (docs/product.md#navigation).
    { label: t('tickets', 'Tickets'), to: paths.profileTab('tickets'), icon: 'calendar' },
    { label: t('giving', 'Giving'), to: paths.profileTab('giving'), icon: 'gift' },
    ...(isAdmin
      ? [
          {
            label: t('adminPanel', 'Admin Panel'),
            to: paths.admin.dashboard,
            icon: 'shield' as const,
          },
          {
            label: t('inbox', 'Inbox'),
            to: paths.admin.inbox,
            icon: 'inbox' as const,
            badge: unread,
          },
        ]
      : []),
    { label: t('chat', 'Chat'), to: paths.chat, icon: 'chat' },
  ];

  return (
    <div {...container} className="relative">
      <button
        {...toggle}
        className={cn(
          'inline-flex min-h-11 items-center gap-2 rounded-full py-1 pr-3 pl-1 transition-colors hover:bg-cream-100',
          open && 'bg-cream-100',
        )}
      >
        <span aria-hidden="true">
          <Avatar name={name} src={user.avatarUrl} size="sm" />
        </span>
        {/* The name as shown, then what the button is for to a screen reader: its accessible
            name starts with the text seen on it. */}
        <Trans
          i18nKey="nameAccountMenu"
          defaults="<0>{{name}}</0><1>, account menu</1>"
          values={{ name }}
          components={[
            <span className="max-w-32 truncate text-sm font-semibold text-ink-800" />,
            <span className="sr-only" />,
          ]}
        />
        {/* Unread messages show on the closed menu too, where an admin sees them first. */}
        {unread > 0 && <span aria-hidden="true" className="size-2.5 rounded-full bg-ember-600" />}
        <DisclosureChevron open={open} className="size-4" />
      </button>
      <div
        id="profile-menu"
        hidden={!open}
        className="absolute top-full right-0 z-40 mt-3 w-72 rounded-3xl border border-ink-100 bg-white p-2 shadow-warm"
      >
        <div className="flex items-center gap-3 px-3 py-3">
          <Avatar name={name} src={user.avatarUrl} />
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink-900">{name}</p>
            <p className="truncate text-sm text-ink-600">{user.email}</p>
          </div>
          {isAdmin && <Badge className="ml-auto">{t('admin', 'Admin')}</Badge>}
        </div>
        <div className="my-1 h-px bg-ink-100" />
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={close} className={itemClasses}>
                <Icon name={link.icon} className="text-ember-700" />
                {link.label}
                {link.badge !== undefined && <UnreadBadge count={link.badge} className="ml-auto" />}
              </Link>
            </li>
          ))}
          <InstallAppItem className={itemClasses} onDone={close} />
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                signOut();
              }}
              className={itemClasses}
            >
              <Icon name="logout" className="text-ember-700" />
              {t('signOut', 'Sign Out')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
