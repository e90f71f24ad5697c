import { PageHero } from '../../../shared/ui/page-hero';
import { HighlightCard } from '../../../shared/ui/highlight-card';
import { PageSection } from '../../../shared/ui/page-section';

/** Give: the page's opening; its content arrives with its feature. */
export function GivePage() {
  return (
    <>
      <PageHero
        eyebrow="Word Investors"
        title="Give"
        intro={
          <figure>
            <blockquote className="font-display text-2xl leading-snug text-ink-800 italic sm:text-3xl">
              “Each of you should give what you have decided in your heart to give, not reluctantly
              or under compulsion, for God loves a cheerful giver.”
            </blockquote>
            <figcaption className="mt-3 text-sm font-semibold tracking-[0.2em] text-ember-700 uppercase">
              2 Corinthians 9:7
            </figcaption>
          </figure>
        }
      />
      <PageSection title="Why We Give">
        <div className="grid gap-6 md:grid-cols-3">
          <HighlightCard icon="home" title="Ministry Operations">
            Keeping our gatherings, teaching and care running week after week.
          </HighlightCard>
          <HighlightCard icon="heart" title="Community Outreach">
            Feeding families, visiting the sick and supporting those in need around us.
          </HighlightCard>
          <HighlightCard icon="compass" title="Global Missions">
            Sending and supporting workers who carry the gospel beyond our city.
          </HighlightCard>
        </div>
      </PageSection>
    </>
  );
}
