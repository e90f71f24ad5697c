import type { ChurchSettings } from '@torch/contract';
import { phoneHref } from '../../../shared/config/church';
import { Icon, type IconName } from '../../../shared/ui/icon';
import { InvitationBand } from '../../church';
import { PageHero } from '../../../shared/ui/page-hero';
import { serviceTimeLine, useChurch } from '../../church';
import { contactTextDefaults } from '@torch/contract';
import { useSiteTexts } from '../../site-content';
import { ContactForm } from '../components/contact-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The ways to find and reach the church, from its settings (docs/configuration.md#church-settings). */
function contactPanels(
  t: TFunction,
  church: ChurchSettings,
): {
  icon: IconName;
  title: string;
  text: string;
  href?: string;
  /** Lines of their own, each under a name: the gatherings. */
  lines?: { name: string; text: string }[];
}[] {
  return [
    { icon: 'pin', title: t('address', 'Address'), text: church.address },
    {
      icon: 'mail',
      title: t('email', 'Email'),
      text: church.email,
      href: `mailto:${church.email}`,
    },
    {
      icon: 'phone',
      title: t('phoneLabel', 'Phone'),
      text: church.phone,
      href: phoneHref(church.phone),
    },
    {
      icon: 'calendar',
      title: t('serviceTimes', 'Service times'),
      text:
        church.gatherings.length === 0 ? t('askUsWhenWeMeetNext', 'Ask us when we meet next.') : '',
      lines: church.gatherings.map((gathering) => ({
        name: gathering.name,
        text: serviceTimeLine(gathering),
      })),
    },
  ];
}

/**
 * Contact Us (docs/product.md#contact): the message form beside the ways to find and reach the
 * church.
 */
export function ContactPage() {
  const { t } = useTranslation();
  const texts = useSiteTexts('contact', contactTextDefaults);
  const panels = contactPanels(t, useChurch());
  return (
    <>
      <PageHero
        eyebrow={t('contactUs', 'Contact Us')}
        title={texts.contactTitle}
        documentTitle={t('contactUs', 'Contact Us')}
        intro={texts.contactSubtitle}
      />
      <section className="bg-cream-50">
        <div className="mx-auto grid max-w-6xl gap-8 px-5 py-14 sm:px-8 sm:py-16 lg:grid-cols-[1.5fr_1fr]">
          <div className="rounded-3xl border border-ink-100 bg-white p-6 shadow-warm sm:p-8">
            <h2 className="text-3xl font-semibold">{t('sendUsAMessage', 'Send us a message')}</h2>
            <p className="mt-2 mb-6 text-ink-600">
              {t(
                'everyFieldIsNeededSoWeCanReplyWell',
                'Every field is needed so we can reply well.',
              )}
            </p>
            <ContactForm />
          </div>
          <ul className="flex flex-col gap-4" aria-label={t('waysToReachUs', 'Ways to reach us')}>
            {panels.map((panel) => (
              <li
                key={panel.title}
                className="flex gap-4 rounded-3xl border border-ink-100 bg-white p-5 shadow-warm"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-ember-100 text-ember-700">
                  <Icon name={panel.icon} className="size-6" />
                </span>
                <div className="min-w-0">
                  <h3 className="text-lg font-semibold">{panel.title}</h3>
                  {panel.href ? (
                    <a
                      href={panel.href}
                      // A number stays on one line; an e-mail address is one long word.
                      className={`inline-flex min-h-11 items-center font-medium text-ember-700 underline-offset-4 hover:underline ${panel.href.startsWith('tel:') ? 'whitespace-nowrap' : 'break-all'}`}
                    >
                      {panel.text}
                    </a>
                  ) : panel.lines && panel.lines.length > 0 ? (
                    <ul className="mt-1 flex flex-col gap-2">
                      {panel.lines.map((line) => (
                        <li key={`${line.name} ${line.text}`} className="leading-relaxed">
                          <span className="block text-sm font-semibold text-ink-800">
                            {line.name}
                          </span>
                          <span className="block text-ink-600">{line.text}</span>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="mt-1 leading-relaxed text-ink-600">{panel.text}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <InvitationBand />
    </>
  );
}
