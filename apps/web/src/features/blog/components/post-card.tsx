import type { BlogPost } from '@torch/contract';
import { paths } from '../../../shared/config/paths';
import { ArrowCue } from '../../../shared/ui/arrow-cue';
import { CardLink } from '../../../shared/ui/card-link';
import { CoverImage } from '../../../shared/ui/cover-image';
import { POST_CARD_EXCERPT, postCardDelay, postExcerpt } from '../lib/post-excerpt';
import { PostMeta } from './post-meta';

/** A post in the Latest Articles grid; the whole card opens the post. */
export function PostCard({ post, index }: { post: BlogPost; index: number }) {
  return (
    <article
      style={{ animationDelay: postCardDelay(index) }}
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-warm transition-shadow animate-rise-in hover:shadow-glow"
    >
      <div className="aspect-[16/10] overflow-hidden bg-ink-100">
        <CoverImage
          src={post.featureImageUrl}
          width={640}
          height={400}
          className="transition-transform duration-500 group-hover:scale-105"
          data-post-part="picture"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold">
          <CardLink
            to={paths.blogPost(post.slug)}
            className="hover:text-ember-700"
            data-post-part="link"
          >
            {post.title}
          </CardLink>
        </h3>
        <PostMeta post={post} className="mt-3" />
        <p className="mt-3 leading-relaxed text-ink-600" data-post-part="excerpt">
          {postExcerpt(post, POST_CARD_EXCERPT)}
        </p>
        <ArrowCue className="mt-auto pt-5 text-sm">Read more</ArrowCue>
      </div>
    </article>
  );
}
