import type { BlogPost } from '@torch/contract';
import { formatLongDate } from '../../../shared/lib/format-date';
import { cn } from '../../../shared/lib/cn';
import { Icon } from '../../../shared/ui/icon';
import { postDate } from '../lib/post-date';

/** Author and date of a post, one line. */
export function PostMeta({ post, className }: { post: BlogPost; className?: string }) {
  return (
    <p className={cn('flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-600', className)}>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="user" className="size-4 text-ember-700" />
        <span data-post-part="author">{post.authorName}</span>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar" className="size-4 text-ember-700" />
        <time dateTime={postDate(post)} data-post-part="date">
          {formatLongDate(postDate(post))}
        </time>
      </span>
    </p>
  );
}
