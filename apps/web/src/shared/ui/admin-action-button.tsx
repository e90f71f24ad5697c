import { Button } from './button';
import { Icon } from './icon';
import { useTranslation } from 'react-i18next';

export interface AdminActionButtonProps {
  action: 'edit' | 'delete';
  /** The item's name, so a screen reader hears "Edit Sunday Worship", not a row of "Edit". */
  itemName: string;
  onClick: () => void;
  disabled?: boolean;
}

/** The Edit and Delete buttons of an admin list item, looking the same on every screen. */
export function AdminActionButton({ action, itemName, onClick, disabled }: AdminActionButtonProps) {
  const { t } = useTranslation();
  const label = action === 'edit' ? t('edit', 'Edit') : t('delete', 'Delete');
  const name =
    action === 'edit'
      ? t('editItem', 'Edit {{itemName}}', { itemName })
      : t('deleteItem', 'Delete {{itemName}}', { itemName });
  return (
    <Button
      variant={action === 'edit' ? 'outline' : 'ghost'}
      size="sm"
      className={
        action === 'delete' ? 'text-red-700 hover:bg-red-50 hover:text-red-800' : undefined
      }
      onClick={onClick}
      disabled={disabled}
      aria-label={name}
    >
      <Icon name={action === 'edit' ? 'edit' : 'trash'} className="size-4" />
      {label}
    </Button>
  );
}
