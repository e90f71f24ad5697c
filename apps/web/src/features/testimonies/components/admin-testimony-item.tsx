import type { Testimony } from '@torch/contract';
import { AdminActionButton } from '../../../shared/ui/admin-action-button';
import { AdminListItem } from '../../../shared/ui/admin-list-item';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';

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
  return (
    <AdminListItem
      title={testimony.title}
      badges={
        testimony.is_approved ? (
          <Badge tone="green">Approved</Badge>
        ) : (
          <Badge tone="gold">Pending</Badge>
        )
      }
      meta={<span>By {testimony.name}</span>}
      actions={
        <>
          {!testimony.is_approved && (
            <Button
              size="sm"
              loading={approving}
              onClick={() => onApprove(testimony)}
              aria-label={`Approve ${testimony.title}`}
            >
              <Icon name="check" className="size-4" />
              Approve
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
