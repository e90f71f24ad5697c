import { InvitationBand } from '../../../shared/ui/invitation-band';
import { PageHero } from '../../../shared/ui/page-hero';

/** Prayer Wall: the page's opening; its content arrives with its feature. */
export function PrayerPage() {
  return (
    <>
      <PageHero
        eyebrow="Community"
        title="Prayer Wall"
        intro="Share what is on your heart and stand with others in prayer. Every request is read, and every one is prayed over."
      />
      <InvitationBand />
    </>
  );
}
