import { InvitationBand } from '../../../shared/ui/invitation-band';
import { PageHero } from '../../../shared/ui/page-hero';

/** New Converts: the page's opening; its content arrives with its feature. */
export function NewConvertsPage() {
  return (
    <>
      <PageHero
        eyebrow="Get Involved"
        title="Welcome to the Family"
        documentTitle="New Converts"
        intro="Have you just given your life to Jesus? That is the best decision you will ever make. Let us know, so we can walk with you in your first steps of faith."
      />
      <InvitationBand />
    </>
  );
}
