import type { Leader } from '@torch/contract';
import type { AdminItemActions } from '../../../shared/ui/admin-crud-page';
import { AdminEditDelete } from '../../../shared/ui/admin-edit-delete';
import { AdminListItem } from '../../../shared/ui/admin-list-item';
import { Avatar } from '../../../shared/ui/avatar';

export interface AdminLeaderItemProps extends AdminItemActions<Leader> {
  leader: Leader;
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
        <AdminEditDelete item={leader} name={leader.name} onEdit={onEdit} onDelete={onDelete} />
      }
    >
      <p className="line-clamp-2">{leader.bio}</p>
    </AdminListItem>
  );
}
