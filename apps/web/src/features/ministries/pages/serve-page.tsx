import { InvitationBand } from '../../../shared/ui/invitation-band';
import { PageHero } from '../../../shared/ui/page-hero';

/** Serve: the page's opening; its content arrives with its feature. */
export function ServePage() {
  return (
    <>
      <PageHero
        eyebrow="Get Involved"
        title="Serve"
        intro="Use your gifts to bless others. Find a ministry team that fits you and apply to join; the team leader will reach out to welcome you."
      />
      <InvitationBand />
    </>
  );
}
