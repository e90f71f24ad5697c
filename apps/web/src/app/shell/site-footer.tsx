import { Link } from 'react-router';
import { NewsletterForm } from '../../features/newsletter';
import { useChurch } from '../../features/church';
import { phoneHref } from '../../shared/config/church';
import { paths } from '../../shared/config/paths';
import { BrandMark } from '../../shared/ui/brand-mark';
import { Icon } from '../../shared/ui/icon';
import { SocialLinks } from './social-links';
import { useTranslation } from 'react-i18next';
import { CopyrightLine } from './copyright-line';
import type { TFunction } from 'i18next';

/** The footer's quick links, in the order of docs/product.md#footer. */
function quickLinks(t: TFunction) {
  return [
    { label: t('aboutUs', 'About Us'), to: paths.about },
    { label: t('leadership', 'Leadership'), to: paths.leadership },
    { label: t('lightCampuses', 'Light Campuses'), to: paths.lightCampuses },
    { label: t('blog', 'Blog'), to: paths.blog },
    { label: t('teachings', 'Teachings'), to: paths.teachings },
    { label: t('events', 'Events'), to: paths.events },
    { label: t('prayerWall', 'Prayer Wall'), to: paths.prayer },
    { label: t('testimonies', 'Testimonies'), to: paths.testimonies },
    { label: t('ministries', 'Ministries'), to: paths.ministries },
    { label: t('serve', 'Serve'), to: paths.serve },
    { label: t('give', 'Give'), to: paths.give },
    { label: t('contact', 'Contact'), to: paths.contact },
  ];
}

const linkClasses =
  'inline-flex min-h-11 items-center text-cream-200 transition-colors hover:text-gold-300 sm:min-h-9';

export function SiteFooter() {
  const { t } = useTranslation();
  const church = useChurch();
  return (
    // Below every page's first screen: laid out and painted only once it nears the screen.
    <footer className="relative overflow-hidden bg-ink-900 text-cream-100 [content-visibility:auto] [contain-intrinsic-size:auto_900px]">
      <div
        aria-hidden="true"
        className="absolute -top-48 right-0 size-[28rem] rounded-full bg-ember-600/25 glow"
      />
      <div className="relative mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-2 lg:grid-cols-[1.3fr_1.3fr_1.2fr_1.1fr]">
        <div>
          <BrandMark tone="light" showTagline name={church.shortName} tagline={church.tagline} />
          <p className="mt-5 max-w-xs leading-relaxed text-cream-200">{church.mission}</p>
          <SocialLinks links={church.socialLinks} />
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="font-sans text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase"
          >
            {t('quickLinks', 'Quick Links')}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 whitespace-nowrap">
            {quickLinks(t).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="font-sans text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">
            {t('contactUs', 'Contact Us')}
          </h2>
          <ul className="mt-4 flex flex-col gap-3 text-cream-200">
            <li className="flex gap-3">
              <Icon name="pin" className="mt-0.5 text-gold-400" />
              <span>{church.address}</span>
            </li>
            <li>
              <a href={`mailto:${church.email}`} className={`${linkClasses} gap-3`}>
                <Icon name="mail" className="text-gold-400" />
                {church.email}
              </a>
            </li>
            <li>
              <a href={phoneHref(church.phone)} className={`${linkClasses} gap-3`}>
                <Icon name="phone" className="text-gold-400" />
                <span className="whitespace-nowrap">{church.phone}</span>
              </a>
            </li>
          </ul>
        </div>

        <div>
          <h2 className="font-sans text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">
            {t('newsletter', 'Newsletter')}
          </h2>
          <p className="mt-4 mb-4 text-cream-200">
            {t(
              'teachingsEventsAndStoriesOfFaithOnceAWeekInYourInbox',
              'Teachings, events and stories of faith, once a week in your inbox.',
            )}
          </p>
          <NewsletterForm />
        </div>
      </div>
      <div className="relative border-t border-white/10">
        {/*
          The page ends with room for the assistant's floating button (3rem + 1rem from the edge
          on a phone, 3.5rem + 1.5rem wider), so at the bottom it floats over empty space and
          never over the address, Subscribe or this line.
        */}
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-5 pt-6 pb-[calc(5rem+env(safe-area-inset-bottom))] text-sm text-cream-200/80 sm:flex-row sm:justify-between sm:px-8 sm:pr-28 sm:pb-6">
          <CopyrightLine />
          <p className="font-display italic">{church.tagline}</p>
        </div>
      </div>
    </footer>
  );
}
