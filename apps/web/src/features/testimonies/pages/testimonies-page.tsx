import { InvitationBand } from '../../../shared/ui/invitation-band';
import { PageHero } from '../../../shared/ui/page-hero';

/** Stories of Faith: the page's opening; its content arrives with its feature. */
export function TestimoniesPage() {
  return (
    <>
      <PageHero
        eyebrow="Community"
        title="Stories of Faith"
        intro="God is still moving. Read how He has answered prayer, healed and restored, and share your own story to encourage someone else."
      />
      <InvitationBand />
    </>
  );
}
