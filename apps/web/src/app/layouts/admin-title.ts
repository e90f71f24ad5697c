import { i18next } from '../../shared/i18n';
/**
 * The admin header's title: 'Admin Dashboard' on /admin, otherwise 'Manage' and the screen's
 * name. The general rule capitalises the last segment and makes it plural ('users' → 'Manage
 * Users'); the screens it would misname say their own name: a mass noun stays singular
 * ('Content', 'Blog', 'Inbox', 'Giving'), serve manages the ministries, and torch-kids is the page the
 * rest of the site calls Torch Stars.
 */
function namedScreen(segment: string): string | undefined {
  const t = i18next.t;
  const names: Record<string, string> = {
    serve: t('ministries', 'Ministries'),
    content: t('content', 'Content'),
    blog: t('blog', 'Blog'),
    'torch-kids': t('torchStars', 'Torch Stars'),
    inbox: t('inbox', 'Inbox'),
    newsletter: t('newsletter', 'Newsletter'),
    giving: t('giving', 'Giving'),
    church: t('churchSettingsScreen', 'Church Settings'),
    // The other screens, named here so their names can be translated; the same words the general
    // rule below would make of their segments.
    users: t('users', 'Users'),
    teachings: t('teachings', 'Teachings'),
    events: t('events', 'Events'),
    registrations: t('registrations', 'Registrations'),
    'check-in': t('checkIns', 'Check Ins'),
    leaders: t('leaders', 'Leaders'),
    prayers: t('prayers', 'Prayers'),
    testimonies: t('testimonies', 'Testimonies'),
    campuses: t('campuses', 'Campuses'),
    'new-converts': t('newConverts', 'New Converts'),
    subscribers: t('subscribers', 'Subscribers'),
  };
  return Object.hasOwn(names, segment) ? names[segment] : undefined;
}

export function adminTitle(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments[segments.length - 1];
  if (!last || last === 'admin') return i18next.t('adminDashboard', 'Admin Dashboard');
  const segment = decodeURIComponent(last);
  const named = namedScreen(segment);
  if (named) return i18next.t('manageScreen', 'Manage {{screen}}', { screen: named });
  // Any other segment: hyphenated segments read as words ('new-converts' → 'New Converts').
  const name = segment
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return i18next.t('manageScreen', 'Manage {{screen}}', {
    screen: name.endsWith('s') ? name : `${name}s`,
  });
}
