import type { LightCampus } from '@torch/contract';
import type { AdminItemActions } from '../../../shared/ui/admin-crud-page';
import { AdminEditDelete } from '../../../shared/ui/admin-edit-delete';
import { AdminListItem } from '../../../shared/ui/admin-list-item';
import { AdminThumbnail } from '../../../shared/ui/admin-thumbnail';
import { Badge } from '../../../shared/ui/badge';
import { useTranslation } from 'react-i18next';

/** A campus in the admin list: photo, name, leader, Active/Inactive, Edit, Delete. */
export function AdminCampusItem({
  campus,
  onEdit,
  onDelete,
}: { campus: LightCampus } & AdminItemActions<LightCampus>) {
  const { t } = useTranslation();
  return (
    <AdminListItem
      media={<AdminThumbnail src={campus.images[0]?.url} icon="flame" />}
      title={campus.name}
      badges={
        campus.isActive ? (
          <Badge tone="green">{t('active', 'Active')}</Badge>
        ) : (
          <Badge tone="neutral">{t('inactive', 'Inactive')}</Badge>
        )
      }
      meta={
        <>
          <span>
            {t('ledByLeaderName', 'Led by {{leaderName}}', { leaderName: campus.leaderName })}
          </span>
          <span>{t('photoCount', '{{count}} photos', { count: campus.images.length })}</span>
        </>
      }
      actions={
        <AdminEditDelete item={campus} name={campus.name} onEdit={onEdit} onDelete={onDelete} />
      }
    />
  );
}
