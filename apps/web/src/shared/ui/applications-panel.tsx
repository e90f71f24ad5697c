import type { TFunction } from 'i18next';
import type { ApplicationStatus } from '@torch/contract';
import type { ReactNode } from 'react';
import { useFilterParam } from '../lib/use-list-filters';
import { AdminList, type AdminListProps } from './admin-list';
import type { IconName } from './icon';
import { Tabs } from './tabs';
import { useTranslation } from 'react-i18next';

export type ApplicationFilter = 'all' | ApplicationStatus;

const filterIds = [
  'all',
  'Pending',
  'Approved',
  'Rejected',
] as const satisfies readonly ApplicationFilter[];

function applicationFilters(t: TFunction): { id: ApplicationFilter; label: string }[] {
  return [
    { id: 'all', label: t('allApplications', 'All applications') },
    { id: 'Pending', label: t('pendingApplications', 'Pending applications') },
    { id: 'Approved', label: t('approvedApplications', 'Approved applications') },
    { id: 'Rejected', label: t('rejectedApplications', 'Rejected applications') },
  ];
}

/** The empty state's title when no application has the status chosen. */
function noApplicationsWith(t: TFunction, status: ApplicationStatus): string {
  switch (status) {
    case 'Pending':
      return t('noPendingApplications', 'No pending applications.');
    case 'Approved':
      return t('noApprovedApplications', 'No approved applications.');
    case 'Rejected':
      return t('noRejectedApplications', 'No rejected applications.');
  }
}

/**
 * The status the Applications tab shows, kept in the address (`?status=Pending`) so a reload
 * or a shared link shows the same; `undefined` for every status.
 */
export function useApplicationFilter(): [
  status: ApplicationStatus | undefined,
  choose: (next: ApplicationFilter) => void,
  filter: ApplicationFilter,
] {
  const [filter, choose] = useFilterParam<ApplicationFilter>('status', 'all', filterIds);
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
      loadingLabel={t('loadingApplications', 'Loading applications…')}
      errorTitle={t('applicationsCouldNotBeLoaded', 'Applications could not be loaded')}
      empty={
        status
          ? {
              icon,
              title: noApplicationsWith(t, status),
            }
          : { icon, title: t('noApplicationsYet', 'No applications yet.') }
      }
      more={{ query, noun: t('applicationsNoun', 'applications') }}
      frame={(list) => (
        <Tabs
          label={t('filterApplications', 'Filter applications')}
          items={applicationFilters(t)}
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
