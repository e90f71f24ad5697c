import type { BlogPost } from '@torch/contract';
import { Badge } from '../../../shared/ui/badge';
import { CoverImage } from '../../../shared/ui/cover-image';
import { PostSummary } from './post-summary';
import { useTranslation } from 'react-i18next';

/** The newest post, large: picture beside the title on wide screens, above it on a phone. */
export function FeaturedPostCard({ post }: { post: BlogPost }) {
  const { t } = useTranslation();
  return (
    <article
      className="group relative grid overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-warm animate-rise-in lg:grid-cols-[1.2fr_1fr]"
      data-post="featured"
    >
      <div className="aspect-[16/10] overflow-hidden bg-ink-100 lg:aspect-auto lg:min-h-80">
        <CoverImage
          src={post.featureImageUrl}
          width={800}
          height={500}
          priority
          className="transition-transform duration-500 group-hover:scale-105"
          data-post-part="picture"
        />
      </div>
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <Badge tone="gold" className="self-start">
          {t('featured', 'Featured')}
        </Badge>
        <PostSummary post={post} look="featured" />
      </div>
    </article>
  );
}
