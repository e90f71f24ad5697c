import { useState } from 'react';
import { toast } from 'react-toastify';
import { prayerFilters, type PrayerFilter, type PrayerRequest } from '@torch/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { unknownErrorMessage } from '../../../shared/api/http-client';
import { paths } from '../../../shared/config/paths';
import { AdminScreen } from '../../../shared/ui/admin-screen';
import { ButtonLink } from '../../../shared/ui/button-link';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useFilterParam, useSearchText } from '../../../shared/lib/use-list-filters';
import { AdminList } from '../../../shared/ui/admin-list';
import { Icon } from '../../../shared/ui/icon';
import { LoadMore, loadedOf } from '../../../shared/ui/load-more';
import { Tabs } from '../../../shared/ui/tabs';
import { SearchInput } from '../../../shared/ui/search-input';
import {
  useAdminPrayerRequests,
  useDeletePrayerRequest,
  usePrayerCount,
  useUpdatePrayerRequest,
} from '../api';
import { AdminPrayerCard } from '../components/admin-prayer-card';
import { prayerNowPrivate, prayerNowPublic, prayerConfirmation } from '../lib/prayer-confirmation';
import type { PrayerAction } from '../lib/prayer-status';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatCount } from '../../../shared/lib/format-number';

function prayerTabs(t: TFunction) {
  return [
    { id: 'all', label: t('allRequests', 'All Requests') },
    { id: 'public', label: t('public', 'Public') },
    { id: 'private', label: t('private', 'Private') },
    { id: 'answered', label: t('answered', 'Answered') },
  ] as const satisfies readonly { id: PrayerFilter; label: string }[];
}

interface Pending {
  request: PrayerRequest;
  action: PrayerAction;
}

/** The figures over every request, each the server's count for its tab. */
function PrayerCounts() {
  const { t } = useTranslation();
  const figures = [
    [t('total', 'Total'), usePrayerCount('all').data],
    [t('answered', 'Answered'), usePrayerCount('answered').data],
    [t('private', 'Private'), usePrayerCount('private').data],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-3 sm:max-w-xl">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-ink-100 bg-white p-4 shadow-warm">
          <dt className="text-sm text-ink-600">{label}</dt>
          <dd className="font-display text-3xl font-semibold text-ink-900">
            {(value === undefined ? undefined : formatCount(value)) ?? '–'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Prayer requests for the prayer team (docs/product.md#admin-prayers): a tab and a search (both
 * in the address, both asked of the server), a page at a time; answer, share or hide, delete.
 */
export function AdminPrayersPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useFilterParam<PrayerFilter>('status', 'all', prayerFilters);
  const { text, setText, search } = useSearchText('q');
  const prayers = useAdminPrayerRequests({ status: filter, q: search });
  const update = useUpdatePrayerRequest();
  const remove = useDeletePrayerRequest();
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = () => {
    if (!pending) return;
    const { request, action } = pending;
    const fail = (error: unknown) =>
      toast.error(
        t('updateFailedError', 'Update failed: {{error}}', {
          error: errorMessage(error, unknownErrorMessage()),
        }),
      );
    if (action === 'delete') {
      remove.mutate(request._id, {
        onSuccess: () => toast.success(t('requestDeleted', 'Request deleted.')),
        onError: (error) =>
          toast.error(
            t('deleteFailedError', 'Delete failed: {{error}}', {
              error: errorMessage(error, unknownErrorMessage()),
            }),
          ),
        onSettled: () => setPending(null),
      });
    } else if (action === 'answered') {
      update.mutate(
        { id: request._id, changes: { is_answered: !request.is_answered } },
        {
          onSuccess: () => toast.success(t('requestUpdated', 'Request updated.')),
          onError: fail,
          onSettled: () => setPending(null),
        },
      );
    } else {
      const makePrivate = !request.is_private;
      update.mutate(
        { id: request._id, changes: { is_private: makePrivate } },
        {
          onSuccess: () => toast.success(makePrivate ? prayerNowPrivate() : prayerNowPublic()),
          onError: fail,
          onSettled: () => setPending(null),
        },
      );
    }
  };

  const wallLink = (
    <ButtonLink to={paths.prayer} variant="outline">
      <Icon name="external" className="size-4" />
      {t('viewPrayerWall', 'View Prayer Wall')}
    </ButtonLink>
  );
  const question = pending ? prayerConfirmation(pending.request, pending.action) : null;

  return (
    <AdminScreen
      title={t('prayerRequests', 'Prayer Requests')}
      summary={t(
        'everyRequestSentThroughThePrayerWallPublicAndPrivate',
        'Every request sent through the prayer wall, public and private.',
      )}
      actions={wallLink}
    >
      <PrayerCounts />

      <SearchInput
        id="admin-prayer-search"
        label={t('searchPrayerRequests', 'Search prayer requests')}
        hideLabel
        placeholder={t('searchByNameOrRequest', 'Search by name or request…')}
        value={text}
        onSearch={setText}
        className="sm:max-w-md"
      />

      <Tabs
        label={t('filterPrayerRequests', 'Filter prayer requests')}
        items={prayerTabs(t)}
        value={filter}
        onChange={setFilter}
      >
        <AdminList
          query={prayers}
          label={t('prayerRequestsLabel', 'Prayer requests')}
          loadingLabel={t('loadingPrayerRequests', 'Loading prayer requests…')}
          errorTitle={t('prayerRequestsCouldNotBeLoaded', 'Prayer requests could not be loaded')}
          empty={
            search
              ? {
                  icon: 'search',
                  title: t(
                    'noPrayerRequestsMatchSearch',
                    'No prayer requests match “{{search}}”.',
                    { search },
                  ),
                }
              : {
                  icon: 'heart',
                  title: t(
                    'noPrayerRequestsInThisCategory',
                    'No prayer requests in this category.',
                  ),
                  action: wallLink,
                }
          }
          footer={
            <LoadMore
              query={prayers}
              count={loadedOf(prayers, t('prayerRequestsNoun', 'prayer requests'))}
            />
          }
          className="grid gap-4 lg:grid-cols-2"
        >
          {(request) => (
            <AdminPrayerCard
              key={request._id}
              request={request}
              onAction={(chosen, action) => setPending({ request: chosen, action })}
            />
          )}
        </AdminList>
      </Tabs>

      <ConfirmDialog
        open={question !== null}
        title={question?.title ?? ''}
        message={question?.message ?? ''}
        confirmLabel={question?.confirmLabel}
        tone={question?.tone}
        busy={update.isPending || remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </AdminScreen>
  );
}
