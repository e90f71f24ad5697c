import type { MinistryTeam } from '@torch/contract';
import type { AdminItemActions } from '../../../shared/ui/admin-crud-page';
import { AdminEditDelete } from '../../../shared/ui/admin-edit-delete';
import { AdminListItem } from '../../../shared/ui/admin-list-item';
import { AdminThumbnail } from '../../../shared/ui/admin-thumbnail';
import { Badge } from '../../../shared/ui/badge';

/** One team in the admin list: image, name, leader, Active/Inactive, Edit, Delete. */
export function AdminTeamItem({
  team,
  onEdit,
  onDelete,
}: { team: MinistryTeam } & AdminItemActions<MinistryTeam>) {
  return (
    <AdminListItem
      media={<AdminThumbnail src={team.imageUrl} icon="users" />}
      title={team.name}
      badges={
        team.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="neutral">Inactive</Badge>
      }
      meta={<span>Led by {team.leaderName}</span>}
      actions={<AdminEditDelete item={team} name={team.name} onEdit={onEdit} onDelete={onDelete} />}
    />
  );
}
