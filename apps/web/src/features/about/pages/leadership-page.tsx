import { paths } from '../../../shared/config/paths';
import { PageHero } from '../../../shared/ui/page-hero';
import { ButtonLink } from '../../../shared/ui/button-link';
import { HighlightCard } from '../../../shared/ui/highlight-card';
import { PageSection } from '../../../shared/ui/page-section';

/** Leadership Philosophy: the page's opening; its content arrives with its feature. */
export function LeadershipPage() {
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="Leadership Philosophy"
        intro="We believe leadership in the church is a call to serve. Our leaders shepherd, teach and equip, so that every member can grow into the ministry God has prepared for them."
        actions={
          <>
            <ButtonLink to={paths.leaders} size="lg" variant="primary">
              Our Leaders
            </ButtonLink>
            <ButtonLink to={paths.serve} size="lg" variant="outline">
              Find a Place to Serve
            </ButtonLink>
          </>
        }
      />
      <PageSection title="Principles we lead by">
        <div className="grid gap-6 md:grid-cols-3">
          <HighlightCard icon="heart" title="Servant Leadership">
            Following Jesus, who came not to be served but to serve, our leaders go first in
            humility.
          </HighlightCard>
          <HighlightCard icon="shield" title="Biblical Eldership">
            A plurality of mature believers oversees the church with prayer, care and
            accountability.
          </HighlightCard>
          <HighlightCard icon="users" title="Equipping the Saints">
            Leaders exist to prepare God\u2019s people for works of service and to build up the
            body.
          </HighlightCard>
        </div>
      </PageSection>
    </>
  );
}
