import type { BlogPost } from '@torch/contract';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { excerpt } from '../../../shared/lib/excerpt';
import { formatLongDate } from '../../../shared/lib/format-date';
import type { AdminItemActions } from '../../../shared/ui/admin-crud-page';
import { AdminEditDelete } from '../../../shared/ui/admin-edit-delete';
import { AdminListItem } from '../../../shared/ui/admin-list-item';
import { Badge } from '../../../shared/ui/badge';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { Icon } from '../../../shared/ui/icon';
import { MetaItem } from '../../../shared/ui/meta-item';
import { markdownToPlainText } from '../lib/markdown-text';
import { useTranslation } from 'react-i18next';

/** The admin list shows the first 150 characters of a post (docs/product.md#admin-blog). */
export const ADMIN_EXCERPT_LENGTH = 150;

export interface AdminPostItemProps extends AdminItemActions<BlogPost> {
  post: BlogPost;
}

/** A post in the admin list: image, title, author, date, opening words, status and actions. */
export function AdminPostItem({ post, onEdit, onDelete }: AdminPostItemProps) {
  const { t } = useTranslation();
  const published = post.status === 'published';
  return (
    <AdminListItem
      media={
        <div className="aspect-video w-full shrink-0 overflow-hidden rounded-2xl bg-cream-200 sm:w-40">
          <img
            src={post.featureImageUrl}
            alt=""
            loading="lazy"
            className="size-full object-cover"
          />
        </div>
      }
      title={post.title}
      badges={
        <Badge tone={published ? 'green' : 'gold'}>
          {published ? t('published', 'Published') : t('draft', 'Draft')}
        </Badge>
      }
      meta={
        <>
          <MetaItem icon="user">{post.authorName}</MetaItem>
          <MetaItem icon="calendar">{formatLongDate(post.createdAt)}</MetaItem>
        </>
      }
      actions={
        <AdminEditDelete item={post} name={post.title} onEdit={onEdit} onDelete={onDelete}>
          {published && (
            // A new tab keeps the admin's place in this list.
            <a
              href={`#${paths.blogPost(post.slug)}`}
              target="_blank"
              rel="noopener"
              className={buttonClasses('ghost', 'sm')}
              aria-label={t('viewTitleOpensInANewTab', 'View {{title}} (opens in a new tab)', {
                title: post.title,
              })}
            >
              <Icon name="external" className="size-4" />
              {t('view', 'View')}
            </a>
          )}
          {published && (
            <Link
              to={`${paths.admin.newsletter}?post=${encodeURIComponent(post.slug)}`}
              className={buttonClasses('ghost', 'sm')}
              aria-label={t('makeANewsletterFromTitle', 'Make a newsletter from {{title}}', {
                title: post.title,
              })}
            >
              <Icon name="send" className="size-4" />
              {t('newsletter', 'Newsletter')}
            </Link>
          )}
        </AdminEditDelete>
      }
    >
      <p>{excerpt(markdownToPlainText(post.content), ADMIN_EXCERPT_LENGTH)}</p>
    </AdminListItem>
  );
}
