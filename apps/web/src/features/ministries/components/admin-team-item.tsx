import type { MinistryTeam } from '@torch/contract';
import { AdminActionButton } from '../../../shared/ui/admin-action-button';
import { AdminListItem } from '../../../shared/ui/admin-list-item';
import { Badge } from '../../../shared/ui/badge';
import { Icon } from '../../../shared/ui/icon';

/** One team in the admin list: image, name, leader, Active/Inactive, Edit, Delete. */
export function AdminTeamItem({
  team,
  onEdit,
  onDelete,
}: {
  team: MinistryTeam;
  onEdit: (team: MinistryTeam) => void;
  onDelete: (team: MinistryTeam) => void;
}) {
  return (
    <AdminListItem
      media={
        <div className="aspect-video w-full shrink-0 overflow-hidden rounded-2xl bg-ink-100 sm:w-32">
          {team.imageUrl ? (
            <img src={team.imageUrl} alt="" className="size-full object-cover" />
          ) : (
            <div className="flame-bg flex size-full items-center justify-center">
              <Icon name="users" className="size-8 text-white/80" />
            </div>
          )}
        </div>
      }
      title={team.name}
      badges={
        team.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="neutral">Inactive</Badge>
      }
      meta={<span>Led by {team.leaderName}</span>}
      actions={
        <>
          <AdminActionButton action="edit" itemName={team.name} onClick={() => onEdit(team)} />
          <AdminActionButton action="delete" itemName={team.name} onClick={() => onDelete(team)} />
        </>
      }
    />
  );
}
