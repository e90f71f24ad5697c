import type { Leader } from '@torch/contract';
import { AdminActionButton } from '../../../shared/ui/admin-action-button';
import { AdminListItem } from '../../../shared/ui/admin-list-item';
import { Avatar } from '../../../shared/ui/avatar';

export interface AdminLeaderItemProps {
  leader: Leader;
  onEdit: (leader: Leader) => void;
  onDelete: (leader: Leader) => void;
}

/** A leader in the admin list: photo, name, title, Edit and Delete. */
export function AdminLeaderItem({ leader, onEdit, onDelete }: AdminLeaderItemProps) {
  return (
    <AdminListItem
      className="sm:gap-5"
      media={
        <Avatar
          name={leader.name}
          src={leader.photoUrl}
          size="lg"
          className="ring-4 ring-ember-50"
        />
      }
      title={leader.name}
      meta={<span className="font-medium text-ember-700">{leader.title}</span>}
      actions={
        <>
          <AdminActionButton action="edit" itemName={leader.name} onClick={() => onEdit(leader)} />
          <AdminActionButton
            action="delete"
            itemName={leader.name}
            onClick={() => onDelete(leader)}
          />
        </>
      }
    >
      <p className="line-clamp-2">{leader.bio}</p>
    </AdminListItem>
  );
}
