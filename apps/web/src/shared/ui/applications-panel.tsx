import type { ApplicationStatus } from '@torch/contract';
import type { ReactNode } from 'react';
import { useFilterParam } from '../lib/use-list-filters';
import { AdminList, type AdminListProps } from './admin-list';
import type { IconName } from './icon';
import { Tabs } from './tabs';
import { useTranslation } from 'react-i18next';

export type ApplicationFilter = 'all' | ApplicationStatus;

const filters = [
  { id: 'all', label: 'All applications' },
  { id: 'Pending', label: 'Pending applications' },
  { id: 'Approved', label: 'Approved applications' },
  { id: 'Rejected', label: 'Rejected applications' },
] as const satisfies readonly { id: ApplicationFilter; label: string }[];

/**
 * The status the Applications tab shows, kept in the address (`?status=Pending`) so a reload
 * or a shared link shows the same; `undefined` for every status.
 */
export function useApplicationFilter(): [
  status: ApplicationStatus | undefined,
  choose: (next: ApplicationFilter) => void,
  filter: ApplicationFilter,
] {
  const [filter, choose] = useFilterParam(
    'status',
    'all',
    filters.map((item) => item.id),
  );
  return [filter === 'all' ? undefined : filter, choose, filter];
}

export interface ApplicationsPanelProps<T> {
  /** A paged list of applications (shared/api/use-paged-list.ts), of the chosen status. */
  query: AdminListProps<T>['query'] & NonNullable<AdminListProps<T>['more']>['query'];
  /** The list's accessible name. */
  label: string;
  /** The empty state's picture: what the applications are for. */
  icon: IconName;
  children: (application: T) => ReactNode;
}

/**
 * A tab of applications: volunteers for a team, or proposed campuses, filtered by status on
 * the server, a page at a time.
 */
export function ApplicationsPanel<T>({ query, label, icon, children }: ApplicationsPanelProps<T>) {
  const { t } = useTranslation();
  const [status, choose, filter] = useApplicationFilter();
  return (
    <AdminList
      query={query}
      label={label}
      loadingLabel="Loading applications…"
      errorTitle="Applications could not be loaded"
      empty={
        status
          ? {
              icon,
              title: t('noValApplications', 'No {{val}} applications.', {
                val: status.toLowerCase(),
              }),
            }
          : { icon, title: t('noApplicationsYet', 'No applications yet.') }
      }
      more={{ query, noun: 'applications' }}
      frame={(list) => (
        <Tabs
          label={t('filterApplications', 'Filter applications')}
          items={filters}
          value={filter}
          onChange={choose}
        >
          {list}
        </Tabs>
      )}
    >
      {children}
    </AdminList>
  );
}
