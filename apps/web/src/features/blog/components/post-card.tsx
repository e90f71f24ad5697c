import type { BlogPost } from '@torch/contract';
import { CoverImage } from '../../../shared/ui/cover-image';
import { postCardDelay } from '../lib/post-excerpt';
import { PostSummary } from './post-summary';

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
        <PostSummary post={post} look="card" />
      </div>
    </article>
  );
}
