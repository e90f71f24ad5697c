import { InvitationBand } from '../../../shared/ui/invitation-band';
import { PageHero } from '../../../shared/ui/page-hero';

/** Blog: the page's opening; its content arrives with its feature. */
export function BlogPage() {
  return (
    <>
      <PageHero
        eyebrow="Community"
        title="Blog"
        intro="Reflections, devotionals and news from the Torch family, written to encourage you in your walk with God."
      />
      <InvitationBand />
    </>
  );
}
