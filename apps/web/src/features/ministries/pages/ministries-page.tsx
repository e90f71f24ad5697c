import { paths } from '../../../shared/config/paths';
import { InvitationBand } from '../../../shared/ui/invitation-band';
import { PageHero } from '../../../shared/ui/page-hero';
import { ButtonLink } from '../../../shared/ui/button-link';

/** Ministries: the page's opening; its content arrives with its feature. */
export function MinistriesPage() {
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="Ministries"
        intro="From worship to hospitality, media to outreach, our ministry teams are where faith turns into service. There is a place for your gifts here."
        actions={
          <>
            <ButtonLink to={paths.serve} size="lg" variant="primary">
              Learn More & Serve
            </ButtonLink>
          </>
        }
      />
      <InvitationBand />
    </>
  );
}
