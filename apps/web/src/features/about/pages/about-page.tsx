import { paths } from '../../../shared/config/paths';
import { PageHero } from '../../../shared/ui/page-hero';
import { ButtonLink } from '../../../shared/ui/button-link';
import { HighlightCard } from '../../../shared/ui/highlight-card';
import { PageSection } from '../../../shared/ui/page-section';

/** About Us: the page's opening; its content arrives with its feature. */
export function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="Our Story & Vision"
        documentTitle="About Us"
        intro="Torch began as a handful of friends praying together on Tuesday evenings. Today we are a family of believers learning to carry the light of Christ into every home, campus and workplace."
        actions={
          <>
            <ButtonLink to={paths.contact} size="lg" variant="primary">
              Plan Your Visit
            </ButtonLink>
            <ButtonLink to={paths.leaders} size="lg" variant="outline">
              Meet Our Leaders
            </ButtonLink>
          </>
        }
      />
      <PageSection title="What drives us">
        <div className="grid gap-6 md:grid-cols-3">
          <HighlightCard icon="flame" title="Our mission">
            Igniting hearts, transforming lives and building communities through the love of Christ.
          </HighlightCard>
          <HighlightCard icon="compass" title="Our vision">
            A generation that knows God deeply and shines His light in every sphere of life.
          </HighlightCard>
          <HighlightCard icon="book" title="Our foundation">
            We stand on the Scriptures, worship the Triune God and trust in Jesus Christ for
            salvation.
          </HighlightCard>
        </div>
      </PageSection>
    </>
  );
}
