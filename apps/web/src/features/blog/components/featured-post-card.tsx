import type { BlogPost } from '@torch/contract';
import { paths } from '../../../shared/config/paths';
import { ArrowCue } from '../../../shared/ui/arrow-cue';
import { Badge } from '../../../shared/ui/badge';
import { CardLink } from '../../../shared/ui/card-link';
import { CoverImage } from '../../../shared/ui/cover-image';
import { FEATURED_POST_EXCERPT, postExcerpt } from '../lib/post-excerpt';
import { PostMeta } from './post-meta';

/** The newest post, large: picture beside the title on wide screens, above it on a phone. */
export function FeaturedPostCard({ post }: { post: BlogPost }) {
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
          Featured
        </Badge>
        <h2 className="mt-4 text-3xl font-semibold sm:text-4xl">
          <CardLink
            to={paths.blogPost(post.slug)}
            className="hover:text-ember-700"
            data-post-part="link"
          >
            {post.title}
          </CardLink>
        </h2>
        <PostMeta post={post} className="mt-4" />
        <p className="mt-4 text-lg leading-relaxed text-ink-600" data-post-part="excerpt">
          {postExcerpt(post, FEATURED_POST_EXCERPT)}
        </p>
        <ArrowCue className="mt-6">Read article</ArrowCue>
      </div>
    </article>
  );
}
