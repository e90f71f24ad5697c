import { Link } from 'react-router';
import { PHONE_QUERY, useMediaQuery } from '../../../shared/lib/use-media-query';
import { useAuth } from '../../auth';
import { ChurchSetupPrompt } from '../../church';
import { UnreadBadge, useInboxSummary } from '../../inbox';
import { paths } from '../../../shared/config/paths';
import { Button } from '../../../shared/ui/button';
import { Icon, type IconName } from '../../../shared/ui/icon';
import { DashboardOverview } from '../components/dashboard-overview';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

interface ManagementLink {
  label: string;
  to: string;
  icon: IconName;
  text: string;
}

/**
 * The Management Center in its usual order (docs/product.md#dashboard), then the Inbox and its
 * Subscribers.
 */
const managementLinks = (t: TFunction): ManagementLink[] => [
  {
    label: t('users', 'Users'),
    to: paths.admin.users,
    icon: 'users',
    text: t('membersAndRoles', 'Members and roles'),
  },
  {
    label: t('leaders', 'Leaders'),
    to: paths.admin.leaders,
    icon: 'user',
    text: t('leaderProfiles', 'Leader profiles'),
  },
  {
    label: t('campuses', 'Campuses'),
    to: paths.admin.campuses,
    icon: 'flame',
    text: t('lightCampuses', 'Light Campuses'),
  },
  {
    label: t('blog', 'Blog'),
    to: paths.admin.blog,
    icon: 'book',
    text: t('postsAndDrafts', 'Posts and drafts'),
  },
  {
    label: t('teachings', 'Teachings'),
    to: paths.admin.teachings,
    icon: 'play',
    text: t('sermonVideos', 'Sermon videos'),
  },
  {
    label: t('events', 'Events'),
    to: paths.admin.events,
    icon: 'calendar',
    text: t('gatheringsLink', 'Gatherings'),
  },
  {
    label: t('prayers', 'Prayers'),
    to: paths.admin.prayers,
    icon: 'heart',
    text: t('prayerRequestsLower', 'Prayer requests'),
  },
  {
    label: t('testimonies', 'Testimonies'),
    to: paths.admin.testimonies,
    icon: 'sparkle',
    text: t('storiesToReview', 'Stories to review'),
  },
  {
    label: t('serve', 'Serve'),
    to: paths.admin.serve,
    icon: 'users',
    text: t('teamsAndVolunteers', 'Teams and volunteers'),
  },
  {
    label: t('torchStars', 'Torch Stars'),
    to: paths.admin.torchKids,
    icon: 'sparkle',
    text: t('childrensPage', "Children's page"),
  },
  {
    label: t('siteContentLink', 'Site Content'),
    to: paths.admin.content,
    icon: 'book',
    text: t('homeGiveContact', 'Home, Give, Contact'),
  },
  {
    label: t('newConverts', 'New Converts'),
    to: paths.admin.newConverts,
    icon: 'heart',
    text: t('newBelievers', 'New believers'),
  },
  {
    label: t('inbox', 'Inbox'),
    to: paths.admin.inbox,
    icon: 'inbox',
    text: t('contactMessagesLink', 'Contact messages'),
  },
  {
    label: t('subscribers', 'Subscribers'),
    to: paths.admin.subscribers,
    icon: 'mail',
    text: t('newsletterSignUps', 'Newsletter sign-ups'),
  },
  {
    label: t('newsletter', 'Newsletter'),
    to: paths.admin.newsletter,
    icon: 'send',
    text: t('writeAndSendNews', 'Write and send news'),
  },
  {
    label: t('giving', 'Giving'),
    to: paths.admin.giving,
    icon: 'gift',
    text: t('giftsTotalsReceipts', 'Gifts, totals, receipts'),
  },
];

/** Only the Super-Admin changes the church's settings (docs/configuration.md#church-settings). */
const superAdminLinks = (t: TFunction): ManagementLink[] => [
  {
    label: t('churchSettingsLink', 'Church Settings'),
    to: paths.admin.church,
    icon: 'flame',
    text: t('nameContactTimes', 'Name, contact, times'),
  },
];

/**
 * The admin dashboard (docs/product.md#dashboard): live figures, then every management screen one
 * click away.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const { signOut, user } = useAuth();
  const unread = useInboxSummary().data?.unreadMessages ?? 0;
  const phone = useMediaQuery(PHONE_QUERY);
  const links =
    user?.role === 'Super-Admin'
      ? [...managementLinks(t), ...superAdminLinks(t)]
      : managementLinks(t);
  const management = (
    <section aria-labelledby="management-center">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="management-center" className="text-2xl font-semibold">
            {t('managementCenter', 'Management Center')}
          </h2>
          <p className="mt-1 text-ink-600">
            {t(
              'chooseWhatYouWouldLikeToLookAfterToday',
              'Choose what you would like to look after today.',
            )}
          </p>
        </div>
        <Button variant="outline" onClick={signOut}>
          <Icon name="logout" />
          {t('logout', 'Logout')}
        </Button>
      </div>
      {/* Three columns at most: at four, a 1280 px screen cut the lines under the names. */}
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group flex min-h-16 items-center gap-3 rounded-2xl border border-ink-100 bg-white p-3 shadow-warm transition-shadow hover:shadow-glow sm:min-h-20 sm:gap-4 sm:rounded-3xl sm:p-4"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ember-100 text-ember-700 transition-colors group-hover:bg-ember-600 group-hover:text-white sm:size-12 sm:rounded-2xl">
                <Icon name={link.icon} className="size-5 sm:size-6" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm leading-snug font-semibold text-ink-900 sm:text-base">
                  {link.label}
                </span>
                <span
                  data-testid="management-link-text"
                  className="hidden text-sm text-ink-600 sm:block"
                >
                  {link.text}
                </span>
              </span>
              {link.to === paths.admin.inbox && <UnreadBadge count={unread} />}
              <Icon
                name="chevronRight"
                className="hidden shrink-0 text-ink-400 transition-transform group-hover:translate-x-1 sm:block"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
  // On a phone the tools come first: below the charts they sat some 2,000 px down.
  return (
    <div className="flex flex-col gap-8">
      <ChurchSetupPrompt />
      {phone && management}
      <DashboardOverview />
      {!phone && management}
    </div>
  );
}
