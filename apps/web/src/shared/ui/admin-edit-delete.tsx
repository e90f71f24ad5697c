import type { ReactNode } from 'react';
import { AdminActionButton } from './admin-action-button';

export interface AdminEditDeleteProps<T> {
  item: T;
  /** What the item is called, for the buttons' names ("Edit Sunday Worship"). */
  name: string;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  /** Another action between the two, e.g. View. */
  children?: ReactNode;
}

/** The actions of an item in an admin management list: Edit, then Delete last. */
export function AdminEditDelete<T>({
  item,
  name,
  onEdit,
  onDelete,
  children,
}: AdminEditDeleteProps<T>) {
  return (
    <>
      <AdminActionButton action="edit" itemName={name} onClick={() => onEdit(item)} />
      {children}
      <AdminActionButton action="delete" itemName={name} onClick={() => onDelete(item)} />
    </>
  );
}
