import type { LightCampus } from '@torch/contract';
import type { AdminItemActions } from '../../../shared/ui/admin-crud-page';
import { AdminEditDelete } from '../../../shared/ui/admin-edit-delete';
import { AdminListItem } from '../../../shared/ui/admin-list-item';
import { AdminThumbnail } from '../../../shared/ui/admin-thumbnail';
import { Badge } from '../../../shared/ui/badge';

/** A campus in the admin list: photo, name, leader, Active/Inactive, Edit, Delete. */
export function AdminCampusItem({
  campus,
  onEdit,
  onDelete,
}: { campus: LightCampus } & AdminItemActions<LightCampus>) {
  return (
    <AdminListItem
      media={<AdminThumbnail src={campus.images[0]?.url} icon="flame" />}
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
        <AdminEditDelete item={campus} name={campus.name} onEdit={onEdit} onDelete={onDelete} />
      }
    />
  );
}
