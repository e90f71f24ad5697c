import type { Testimony } from '@torch/contract';
import { AdminActionButton } from '../../../shared/ui/admin-action-button';
import { AdminListItem } from '../../../shared/ui/admin-list-item';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { useTranslation } from 'react-i18next';

/** One story for moderation: Approve while pending, Delete always. */
export function AdminTestimonyItem({
  testimony,
  approving,
  onApprove,
  onDelete,
}: {
  testimony: Testimony;
  approving: boolean;
  onApprove: (testimony: Testimony) => void;
  onDelete: (testimony: Testimony) => void;
}) {
  const { t } = useTranslation();
  return (
    <AdminListItem
      title={testimony.title}
      badges={
        testimony.is_approved ? (
          <Badge tone="green">{t('approved', 'Approved')}</Badge>
        ) : (
          <Badge tone="gold">{t('pending', 'Pending')}</Badge>
        )
      }
      meta={<span>{t('byName', 'By {{name}}', { name: testimony.name })}</span>}
      actions={
        <>
          {!testimony.is_approved && (
            <Button
              size="sm"
              loading={approving}
              onClick={() => onApprove(testimony)}
              aria-label={t('approveTitle', 'Approve {{title}}', { title: testimony.title })}
            >
              <Icon name="check" className="size-4" />
              {t('approve', 'Approve')}
            </Button>
          )}
          <AdminActionButton
            action="delete"
            itemName={testimony.title}
            onClick={() => onDelete(testimony)}
          />
        </>
      }
    >
      <p className="break-words whitespace-pre-line">{testimony.story_text}</p>
    </AdminListItem>
  );
}
