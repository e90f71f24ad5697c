import { paths } from '../../../shared/config/paths';
import { CoverImage } from '../../../shared/ui/cover-image';
import { IconCover } from '../../../shared/ui/icon-cover';
import { Skeleton } from '../../../shared/ui/skeleton';
import { postExcerpt, useBlogPosts } from '../../blog';
import { useChurch } from '../../church';
import { FeatureTile } from './feature-tile';
import { useTranslation } from 'react-i18next';

const LATEST_POST_EXCERPT = 120;

/** The newest published article (GET /api/blog, first item). */
export function LatestPostTile() {
  const { t } = useTranslation();
  const { shortName } = useChurch();
  const query = useBlogPosts();
  const post = query.data?.[0];
  if (query.isPending) return <Skeleton className="h-full min-h-96 rounded-3xl" />;
  // With nothing published yet, the tile invites to the blog instead.
  const tile = post
    ? {
        media: <CoverImage src={post.featureImageUrl} width={640} height={360} />,
        title: post.title,
        meta: t('byAuthorName', 'By {{authorName}}', { authorName: post.authorName }),
        text: postExcerpt(post, LATEST_POST_EXCERPT),
        to: paths.blogPost(post.slug),
        linkLabel: t('readArticle', 'Read article'),
      }
    : {
        media: <IconCover tone="flame" icon="book" iconClassName="size-12 text-white/80" />,
        title: t('storiesAndReflections', 'Stories and reflections'),
        text: t(
          'devotionalsAndNewsFromTheShortnameFamily',
          'Devotionals and news from the {{shortName}} family.',
          {
            shortName,
          },
        ),
        to: paths.blog,
        linkLabel: t('visitTheBlog', 'Visit the blog'),
      };
  return <FeatureTile eyebrow={t('fromTheBlog', 'From the Blog')} icon="book" {...tile} />;
}
