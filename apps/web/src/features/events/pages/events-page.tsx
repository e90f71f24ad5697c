import { InvitationBand } from '../../../shared/ui/invitation-band';
import { PageHero } from '../../../shared/ui/page-hero';

/** Events: the page's opening; its content arrives with its feature. */
export function EventsPage() {
  return (
    <>
      <PageHero
        eyebrow="Community"
        title="Events"
        intro="Fellowship nights, worship services and special gatherings: come as you are and bring a friend."
      />
      <InvitationBand />
    </>
  );
}
