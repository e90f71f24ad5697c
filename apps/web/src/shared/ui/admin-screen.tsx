import type { ReactNode } from 'react';
import { AdminToolbar, type AdminToolbarProps } from './admin-toolbar';

export interface AdminScreenProps extends AdminToolbarProps {
  /** The screen's body: its list, its tabs or its form. */
  children: ReactNode;
}

/** An admin screen: its head (what it manages, a line about it, its buttons) over its body. */
export function AdminScreen({ children, ...head }: AdminScreenProps) {
  return (
    <div className="flex flex-col gap-6">
      <AdminToolbar {...head} />
      {children}
    </div>
  );
}
