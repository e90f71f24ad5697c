import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/button-link';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { HighlightCard } from '../../../shared/ui/highlight-card';
import { Icon } from '../../../shared/ui/icon';
import { PageSection } from '../../../shared/ui/page-section';

const connectTiles = [
  {
    icon: 'calendar',
    title: 'Tuesday Fellowship',
    text: 'Worship, the Word and warm company every Tuesday from 5:00 PM to 8:00 PM.',
    to: paths.events,
  },
  {
    icon: 'flame',
    title: 'Light Campuses',
    text: 'Small fellowships meeting on campuses and in neighbourhoods near you.',
    to: paths.lightCampuses,
  },
  {
    icon: 'heart',
    title: 'Prayer Wall',
    text: 'Share a request and stand with others in prayer.',
    to: paths.prayer,
  },
  {
    icon: 'gift',
    title: 'Word Investors',
    text: 'Partner with the mission through generous, cheerful giving.',
    to: paths.give,
  },
] as const;

/** The landing page (specification §2.5): the welcome and the ways to connect. */
export function HomePage() {
  return (
    <>
      <DocumentTitle title="Torch" />
      <section className="relative isolate overflow-hidden bg-ink-900 text-cream-50">
        <div
          aria-hidden="true"
          className="absolute -bottom-56 left-1/2 -z-10 size-[46rem] -translate-x-1/2 rounded-full bg-gradient-to-t from-ember-600/80 via-ember-400/40 to-gold-300/10 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_top,rgba(251,191,36,0.14),transparent_55%)]"
        />
        <div className="mx-auto flex max-w-5xl flex-col items-center px-5 pt-20 pb-24 text-center sm:px-8 sm:pt-28 sm:pb-32">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-gold-300">
            <Icon name="sparkle" className="size-4" />
            Every Tuesday · 5:00 PM – 8:00 PM
          </p>
          <h1 className="mt-8 text-5xl leading-[1.05] font-semibold text-white sm:text-7xl">
            Spreading <span className="flame-text italic">light</span> &amp; love
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-cream-200 sm:text-xl">
            Torch is a family of faith igniting hearts, transforming lives and building communities
            through the love of Christ. Wherever you are on your journey, there is a place for you
            here.
          </p>
          <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <ButtonLink to={paths.joinUs} size="lg" className="shadow-glow">
              Join Our Community
            </ButtonLink>
            <ButtonLink to={paths.teachings} size="lg" variant="light">
              <Icon name="play" />
              Watch Teachings
            </ButtonLink>
          </div>
        </div>
      </section>

      <PageSection
        title="Connect With Us"
        intro="Faith grows best in company. Here are four simple ways to become part of the family."
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {connectTiles.map((tile) => (
            <HighlightCard key={tile.title} icon={tile.icon} title={tile.title} to={tile.to}>
              {tile.text}
            </HighlightCard>
          ))}
        </div>
      </PageSection>

      <section className="bg-cream-100">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-5 py-16 sm:px-8 md:grid-cols-[1.2fr_1fr]">
          <div>
            <p className="text-sm font-semibold tracking-[0.2em] text-ember-700 uppercase">
              Weekly fellowship
            </p>
            <h2 className="mt-3 text-3xl font-semibold sm:text-4xl">Come as you are on Tuesday</h2>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-600">
              Heartfelt worship, practical teaching from the Bible and time to pray for one another.
              First time? Someone will be at the door to welcome you.
            </p>
          </div>
          <div className="rounded-3xl bg-white p-6 shadow-warm sm:p-8">
            <dl className="grid gap-5">
              <div className="grid grid-cols-[auto_1fr] gap-x-4">
                <dt className="flex gap-4 font-semibold text-ink-900">
                  <Icon name="calendar" className="mt-0.5 size-6 text-ember-700" />
                  Tuesday Service
                </dt>
                <dd className="col-start-1 pl-10 text-ink-600">05:00 PM – 08:00 PM</dd>
              </div>
              <div className="grid grid-cols-[auto_1fr] gap-x-4">
                <dt className="flex gap-4 font-semibold text-ink-900">
                  <Icon name="pin" className="mt-0.5 size-6 text-ember-700" />
                  Where
                </dt>
                <dd className="col-start-1 pl-10 text-ink-600">Main sanctuary, Kampala Road</dd>
              </div>
            </dl>
            <ButtonLink to={paths.events} variant="outline" fullWidth className="mt-6">
              See all events
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
