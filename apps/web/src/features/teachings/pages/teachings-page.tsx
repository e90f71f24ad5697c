import { InvitationBand } from '../../../shared/ui/invitation-band';
import { PageHero } from '../../../shared/ui/page-hero';

/** Teachings: the page's opening; its content arrives with its feature. */
export function TeachingsPage() {
  return (
    <>
      <PageHero
        eyebrow="Sermons & teaching"
        title="Teachings"
        intro="Watch recent messages from our Tuesday fellowships and Sunday services, and keep growing in the Word throughout the week."
      />
      <InvitationBand />
    </>
  );
}
