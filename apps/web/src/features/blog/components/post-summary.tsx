import type { BlogPost } from '@torch/contract';
import { paths } from '../../../shared/config/paths';
import { ArrowCue } from '../../../shared/ui/arrow-cue';
import { CardLink } from '../../../shared/ui/card-link';
import { FEATURED_POST_EXCERPT, POST_CARD_EXCERPT, postExcerpt } from '../lib/post-excerpt';
import { PostMeta } from './post-meta';
import { useTranslation } from 'react-i18next';

/** The featured post speaks larger and longer than a card of the grid; the words are the same. */
const looks = {
  featured: {
    Heading: 'h2',
    heading: 'mt-4 text-3xl font-semibold sm:text-4xl',
    gap: 'mt-4',
    excerpt: 'mt-4 text-lg leading-relaxed text-ink-600',
    excerptLength: FEATURED_POST_EXCERPT,
    cue: 'mt-6',
  },
  card: {
    Heading: 'h3',
    heading: 'text-xl font-semibold',
    gap: 'mt-3',
    excerpt: 'mt-3 leading-relaxed text-ink-600',
    excerptLength: POST_CARD_EXCERPT,
    cue: 'mt-auto pt-5 text-sm',
  },
} as const;

/** A post card's words: the title linking to the post, its byline, the excerpt and the cue. */
export function PostSummary({ post, look }: { post: BlogPost; look: keyof typeof looks }) {
  const { t } = useTranslation();
  const { Heading, heading, gap, excerpt, excerptLength, cue } = looks[look];
  const cueText =
    look === 'featured' ? t('readArticle', 'Read article') : t('readMore', 'Read more');
  return (
    <>
      <Heading className={heading}>
        <CardLink
          to={paths.blogPost(post.slug)}
          className="hover:text-ember-700"
          data-post-part="link"
        >
          {post.title}
        </CardLink>
      </Heading>
      <PostMeta post={post} className={gap} />
      <p className={excerpt} data-post-part="excerpt">
        {postExcerpt(post, excerptLength)}
      </p>
      <ArrowCue className={cue}>{cueText}</ArrowCue>
    </>
  );
}
