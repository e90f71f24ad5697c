import type { LightCampus } from '@torch/contract';
import { AdminActionButton } from '../../../shared/ui/admin-action-button';
import { AdminListItem } from '../../../shared/ui/admin-list-item';
import { Badge } from '../../../shared/ui/badge';
import { Icon } from '../../../shared/ui/icon';

/** A campus in the admin list: photo, name, leader, Active/Inactive, Edit, Delete. */
export function AdminCampusItem({
  campus,
  onEdit,
  onDelete,
}: {
  campus: LightCampus;
  onEdit: (campus: LightCampus) => void;
  onDelete: (campus: LightCampus) => void;
}) {
  const first = campus.images[0];
  return (
    <AdminListItem
      media={
        <div className="aspect-video w-full shrink-0 overflow-hidden rounded-2xl bg-ink-100 sm:w-32">
          {first ? (
            <img src={first.url} alt="" className="size-full object-cover" />
          ) : (
            <div className="flame-bg flex size-full items-center justify-center">
              <Icon name="flame" className="size-8 text-white/80" />
            </div>
          )}
        </div>
      }
      title={campus.name}
      badges={
        campus.isActive ? (
          <Badge tone="green">Active</Badge>
        ) : (
          <Badge tone="neutral">Inactive</Badge>
        )
      }
      meta={
        <>
          <span>Led by {campus.leaderName}</span>
          <span>{campus.images.length} photos</span>
        </>
      }
      actions={
        <>
          <AdminActionButton action="edit" itemName={campus.name} onClick={() => onEdit(campus)} />
          <AdminActionButton
            action="delete"
            itemName={campus.name}
            onClick={() => onDelete(campus)}
          />
        </>
      }
    />
  );
}
