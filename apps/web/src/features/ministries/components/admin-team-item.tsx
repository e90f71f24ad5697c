import type { MinistryTeam } from '@torch/contract';
import type { AdminItemActions } from '../../../shared/ui/admin-crud-page';
import { AdminEditDelete } from '../../../shared/ui/admin-edit-delete';
import { AdminListItem } from '../../../shared/ui/admin-list-item';
import { AdminThumbnail } from '../../../shared/ui/admin-thumbnail';
import { Badge } from '../../../shared/ui/badge';
import { useTranslation } from 'react-i18next';

/** One team in the admin list: image, name, leader, Active/Inactive, Edit, Delete. */
export function AdminTeamItem({
  team,
  onEdit,
  onDelete,
}: { team: MinistryTeam } & AdminItemActions<MinistryTeam>) {
  const { t } = useTranslation();
  return (
    <AdminListItem
      media={<AdminThumbnail src={team.imageUrl} icon="users" />}
      title={team.name}
      badges={
        team.isActive ? (
          <Badge tone="green">{t('active', 'Active')}</Badge>
        ) : (
          <Badge tone="neutral">{t('inactive', 'Inactive')}</Badge>
        )
      }
      meta={
        <span>
          {t('ledByLeaderName', 'Led by {{leaderName}}', { leaderName: team.leaderName })}
        </span>
      }
      actions={<AdminEditDelete item={team} name={team.name} onEdit={onEdit} onDelete={onDelete} />}
    />
  );
}
