import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminList } from './admin-list';
import type { IconName } from './icon';

export interface ApplicationsPanelProps<T> {
  query: UseQueryResult<T[]>;
  /** The list's accessible name. */
  label: string;
  /** The empty state's picture: what the applications are for. */
  icon: IconName;
  children: (application: T) => ReactNode;
}

/** A tab of applications waiting for a decision: volunteers for a team, or proposed campuses. */
export function ApplicationsPanel<T>({ query, label, icon, children }: ApplicationsPanelProps<T>) {
  return (
    <AdminList
      query={query}
      label={label}
      loadingLabel="Loading applications…"
      errorTitle="Applications could not be loaded"
      empty={{ icon, title: 'No applications yet.' }}
    >
      {children}
    </AdminList>
  );
}
