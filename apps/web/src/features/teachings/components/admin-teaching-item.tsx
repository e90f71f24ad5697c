import { extractYouTubeId, type Teaching } from '@torch/contract';
import { formatLongDate } from '../../../shared/lib/format-date';
import type { AdminItemActions } from '../../../shared/ui/admin-crud-page';
import { AdminEditDelete } from '../../../shared/ui/admin-edit-delete';
import { AdminListItem } from '../../../shared/ui/admin-list-item';
import { Badge } from '../../../shared/ui/badge';
import { MetaItem } from '../../../shared/ui/meta-item';
import { VideoThumbnail } from './video-thumbnail';

export interface AdminTeachingItemProps extends AdminItemActions<Teaching> {
  teaching: Teaching;
}

/** A teaching in the admin list: its video still, title, speaker, date, and what can be done. */
export function AdminTeachingItem({ teaching, onEdit, onDelete }: AdminTeachingItemProps) {
  return (
    <AdminListItem
      media={
        <div className="aspect-video w-full shrink-0 overflow-hidden rounded-2xl bg-ink-100 sm:w-40">
          <VideoThumbnail videoId={extractYouTubeId(teaching.youtube_url)} />
        </div>
      }
      title={teaching.title}
      badges={<Badge tone="gold">{teaching.category}</Badge>}
      meta={
        <>
          <MetaItem icon="user">{teaching.speaker}</MetaItem>
          <MetaItem icon="calendar">{formatLongDate(teaching.preached_at.slice(0, 10))}</MetaItem>
        </>
      }
      actions={
        <AdminEditDelete
          item={teaching}
          name={teaching.title}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      }
    >
      <p className="line-clamp-2">{teaching.description}</p>
    </AdminListItem>
  );
}
