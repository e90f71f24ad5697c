import { Link } from 'react-router';
import { NewsletterForm } from '../../features/newsletter';
import { paths } from '../../shared/config/paths';
import { BrandMark } from '../../shared/ui/brand-mark';
import { Icon } from '../../shared/ui/icon';

export const MISSION_STATEMENT =
  'Igniting hearts, transforming lives and building communities through the love of Christ.';

/** Specification §2.11, in this order. */
const quickLinks = [
  { label: 'About Us', to: paths.about },
  { label: 'Leadership', to: paths.leadership },
  { label: 'Light Campuses', to: paths.lightCampuses },
  { label: 'Blog', to: paths.blog },
  { label: 'Teachings', to: paths.teachings },
  { label: 'Events', to: paths.events },
  { label: 'Prayer Wall', to: paths.prayer },
  { label: 'Testimonies', to: paths.testimonies },
  { label: 'Ministries', to: paths.ministries },
  { label: 'Serve', to: paths.serve },
  { label: 'Give', to: paths.give },
  { label: 'Contact', to: paths.contact },
];

export const CONTACT_DETAILS = {
  address: 'Plot 24, Kampala Road, Kampala, Uganda',
  email: 'hello@torchfellowship.org',
  phone: '+256 700 123 456',
};

const linkClasses =
  'inline-flex min-h-11 items-center text-cream-200 transition-colors hover:text-gold-300 sm:min-h-9';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="relative overflow-hidden bg-ink-900 text-cream-100">
      <div
        aria-hidden="true"
        className="absolute -top-48 right-0 size-[28rem] rounded-full bg-ember-600/25 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-2 lg:grid-cols-[1.2fr_1.3fr_1fr_1.2fr]">
        <div>
          <BrandMark tone="light" showTagline />
          <p className="mt-5 max-w-xs leading-relaxed text-cream-200">{MISSION_STATEMENT}</p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="font-sans text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase"
          >
            Quick Links
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4">
            {quickLinks.map((link) => (
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
            Contact Us
          </h2>
          <ul className="mt-4 flex flex-col gap-3 text-cream-200">
            <li className="flex gap-3">
              <Icon name="pin" className="mt-0.5 text-gold-400" />
              <span>{CONTACT_DETAILS.address}</span>
            </li>
            <li>
              <a href={`mailto:${CONTACT_DETAILS.email}`} className={`${linkClasses} gap-3`}>
                <Icon name="mail" className="text-gold-400" />
                {CONTACT_DETAILS.email}
              </a>
            </li>
            <li>
              <a
                href={`tel:${CONTACT_DETAILS.phone.replace(/\s+/g, '')}`}
                className={`${linkClasses} gap-3`}
              >
                <Icon name="phone" className="text-gold-400" />
                {CONTACT_DETAILS.phone}
              </a>
            </li>
          </ul>
        </div>

        <div>
          <h2 className="font-sans text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">
            Newsletter
          </h2>
          <p className="mt-4 mb-4 text-cream-200">
            Teachings, events and stories of faith, once a week in your inbox.
          </p>
          <NewsletterForm />
        </div>
      </div>
      <div className="relative border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-5 py-6 text-sm text-cream-200/80 sm:flex-row sm:justify-between sm:px-8">
          <p>© {year} Torch. All rights reserved.</p>
          <p className="font-display italic">Spreading light &amp; love</p>
        </div>
      </div>
    </footer>
  );
}
