import type { BlogPost } from '@torch/contract';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { Icon } from '../../../shared/ui/icon';
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
        <img
          src={post.featureImageUrl}
          alt=""
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          data-post-part="picture"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold">
          <Link
            to={paths.blogPost(post.slug)}
            className="after:absolute after:inset-0 after:content-[''] hover:text-ember-700"
            data-post-part="link"
          >
            {post.title}
          </Link>
        </h3>
        <PostMeta post={post} className="mt-3" />
        <p className="mt-3 leading-relaxed text-ink-600" data-post-part="excerpt">
          {postExcerpt(post, POST_CARD_EXCERPT)}
        </p>
        <span className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-ember-700">
          Read more
          <Icon
            name="arrowRight"
            className="size-4 transition-transform group-hover:translate-x-1"
          />
        </span>
      </div>
    </article>
  );
}
