import { paths } from '../../../shared/config/paths';
import { InvitationBand } from '../../../shared/ui/invitation-band';
import { PageHero } from '../../../shared/ui/page-hero';
import { ButtonLink } from '../../../shared/ui/button-link';

/** Torch Stars: the page's opening; its content arrives with its feature. */
export function TorchKidsPage() {
  return (
    <>
      <PageHero
        eyebrow="Children\u2019s programme"
        title="Torch Stars"
        intro="A safe, joyful place where children discover how much God loves them, through worship, stories, games and friendships that last."
        actions={
          <>
            <ButtonLink to={paths.contact} size="lg" variant="primary">
              Plan Your Visit
            </ButtonLink>
          </>
        }
      />
      <InvitationBand />
    </>
  );
}
