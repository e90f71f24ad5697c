import { useParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Icon } from '../../../shared/ui/icon';
import { InvitationBand } from '../../../shared/ui/invitation-band';
import { PageHero } from '../../../shared/ui/page-hero';

/** Turns 'walking-in-the-light' into 'Walking in the light' for the heading. */
function titleFromSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Blog post';
}

/** A single article (document 2): the heading from its address until the post itself loads. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title={titleFromSlug(slug)}
        intro="A reflection from the Torch family."
        actions={
          <ButtonLink to={paths.blog} variant="outline">
            <Icon name="arrowLeft" />
            Back to Blog
          </ButtonLink>
        }
      />
      <InvitationBand />
    </>
  );
}
