import { useState, type ReactNode } from 'react';
import { AdminScreen } from './admin-screen';
import type { AdminToolbarProps } from './admin-toolbar';
import { Tabs } from './tabs';

export interface AdminTab {
  id: string;
  label: ReactNode;
  /** What the tab shows; drawn only while it is selected. */
  panel: ReactNode;
}

export interface AdminTabsScreenProps extends AdminToolbarProps {
  /** The tab list's accessible name. */
  tabsLabel: string;
  /** The first is selected when the screen opens. */
  tabs: readonly AdminTab[];
}

/** An admin screen whose body is tabs, each its own panel (a list, a form, applications). */
export function AdminTabsScreen({ tabsLabel, tabs, ...head }: AdminTabsScreenProps) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  return (
    <AdminScreen {...head}>
      <Tabs label={tabsLabel} items={tabs} value={selected} onChange={setSelected}>
        {current?.panel}
      </Tabs>
    </AdminScreen>
  );
}
