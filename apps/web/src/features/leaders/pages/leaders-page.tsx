import { paths } from '../../../shared/config/paths';
import { InvitationBand } from '../../../shared/ui/invitation-band';
import { PageHero } from '../../../shared/ui/page-hero';
import { ButtonLink } from '../../../shared/ui/button-link';

/** Our Leaders: the page's opening; its content arrives with its feature. */
export function LeadersPage() {
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="Our Leaders"
        intro="Meet the pastors and ministry leaders who pray for, teach and walk alongside the Torch family. Each one would love to hear your story."
        actions={
          <>
            <ButtonLink to={paths.leadership} size="lg" variant="outline">
              Leadership Philosophy
            </ButtonLink>
          </>
        }
      />
      <InvitationBand />
    </>
  );
}
