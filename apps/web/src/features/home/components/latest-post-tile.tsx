import { paths } from '../../../shared/config/paths';
import { CoverImage } from '../../../shared/ui/cover-image';
import { IconCover } from '../../../shared/ui/icon-cover';
import { Skeleton } from '../../../shared/ui/skeleton';
import { postExcerpt, useBlogPosts } from '../../blog';
import { FeatureTile } from './feature-tile';

const LATEST_POST_EXCERPT = 120;

/** The newest published article (GET /api/blog, first item). */
export function LatestPostTile() {
  const query = useBlogPosts();
  const post = query.data?.[0];
  if (query.isPending) return <Skeleton className="h-full min-h-96 rounded-3xl" />;
  // With nothing published yet, the tile invites to the blog instead.
  const tile = post
    ? {
        media: <CoverImage src={post.featureImageUrl} width={640} height={360} />,
        title: post.title,
        meta: `By ${post.authorName}`,
        text: postExcerpt(post, LATEST_POST_EXCERPT),
        to: paths.blogPost(post.slug),
        linkLabel: 'Read article',
      }
    : {
        media: <IconCover tone="flame" icon="book" iconClassName="size-12 text-white/80" />,
        title: 'Stories and reflections',
        text: 'Devotionals and news from the Torch family.',
        to: paths.blog,
        linkLabel: 'Visit the blog',
      };
  return <FeatureTile eyebrow="From the Blog" icon="book" {...tile} />;
}
