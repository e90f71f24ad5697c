import { InvitationBand } from '../../../shared/ui/invitation-band';
import { PageHero } from '../../../shared/ui/page-hero';

/** Light Campuses: the page's opening; its content arrives with its feature. */
export function LightCampusesPage() {
  return (
    <>
      <PageHero
        eyebrow="Community"
        title="Light Campuses"
        intro="Light Campuses are Torch fellowships that meet in schools, universities and neighbourhoods, small enough to know each other and bold enough to shine."
      />
      <InvitationBand />
    </>
  );
}
