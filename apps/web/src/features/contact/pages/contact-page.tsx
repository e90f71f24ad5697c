import { church, phoneHref } from '../../../shared/config/church';
import { Icon, type IconName } from '../../../shared/ui/icon';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageSection } from '../../../shared/ui/page-section';

const panels: { icon: IconName; title: string; text: string; href?: string }[] = [
  { icon: 'pin', title: 'Address', text: church.address },
  { icon: 'mail', title: 'Email', text: church.email, href: `mailto:${church.email}` },
  { icon: 'phone', title: 'Phone', text: church.phone, href: phoneHref(church.phone) },
  { icon: 'calendar', title: 'Service times', text: church.serviceTimes },
];

/** Contact Us (specification §2.10): how to reach the church; the message form joins later. */
export function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Get Involved"
        title="Contact Us"
        intro="Have a question, a prayer need or want to plan a visit? Our team would love to hear from you and will reply as soon as we can."
      />
      <PageSection title="Find us">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {panels.map((panel) => (
            <li
              key={panel.title}
              className="flex flex-col rounded-3xl border border-ink-100 bg-white p-6 shadow-warm"
            >
              <span className="flex size-12 items-center justify-center rounded-2xl bg-ember-100 text-ember-700">
                <Icon name={panel.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{panel.title}</h3>
              {panel.href ? (
                <a
                  href={panel.href}
                  className="mt-2 inline-flex min-h-11 items-center font-medium break-all text-ember-700 underline-offset-4 hover:underline"
                >
                  {panel.text}
                </a>
              ) : (
                <p className="mt-2 leading-relaxed text-ink-600">{panel.text}</p>
              )}
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
