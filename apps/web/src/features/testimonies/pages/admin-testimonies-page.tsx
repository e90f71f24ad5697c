import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Testimony } from '@torch/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { unknownErrorMessage } from '../../../shared/api/http-client';
import { AdminList } from '../../../shared/ui/admin-list';
import { AdminScreen } from '../../../shared/ui/admin-screen';
import { useDeleteQuestion } from '../../../shared/ui/delete-question';
import { LoadMore, loadedOf } from '../../../shared/ui/load-more';
import { Tabs } from '../../../shared/ui/tabs';
import {
  useAdminTestimonies,
  useApproveTestimony,
  useDeleteTestimony,
  useTestimonyCount,
} from '../api';
import { AdminTestimonyItem } from '../components/admin-testimony-item';
import { useTranslation } from 'react-i18next';

type TestimonyTab = 'pending' | 'approved';

/**
 * Testimonies for moderation (docs/product.md#admin-testimonies): Pending Approval first, then
 * Approved.
 */
export function AdminTestimoniesPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TestimonyTab>('pending');
  const testimonies = useAdminTestimonies(tab);
  const pendingCount = useTestimonyCount('pending').data;
  const approvedCount = useTestimonyCount('approved').data;
  const approve = useApproveTestimony();
  const deletion = useDeleteQuestion<Testimony>(useDeleteTestimony(), {
    title: t('deleteTestimony', 'Delete testimony?'),
    question: (testimony) =>
      t(
        'areYouSureYouWantToPermanentlyDeleteTitleThisCannotBeUndone',
        'Are you sure you want to permanently delete "{{title}}"? This cannot be undone.',
        { title: testimony.title },
      ),
    done: t('testimonyDeleted', 'Testimony deleted.'),
    failed: t('deletionFailed', 'Deletion failed'),
    fallback: unknownErrorMessage(),
    waits: true,
  });
  // The counts are the server's, over every story, not only the pages loaded.
  const tabs = [
    {
      id: 'pending',
      label: t('pendingApprovalNumber', 'Pending Approval ({{number}})', {
        number: pendingCount ?? '…',
      }),
    },
    {
      id: 'approved',
      label: t('approvedNumber', 'Approved ({{number}})', { number: approvedCount ?? '…' }),
    },
  ] as const;

  const approveOne = (testimony: Testimony) =>
    approve.mutate(testimony._id, {
      onSuccess: () => toast.success(t('testimonyApproved', 'Testimony approved.')),
      onError: (error) =>
        toast.error(
          t('approvalFailedError', 'Approval failed: {{error}}', {
            error: errorMessage(error, unknownErrorMessage()),
          }),
        ),
    });

  return (
    <AdminScreen
      title={t('testimonies', 'Testimonies')}
      summary={t(
        'storiesAppearOnStoriesOfFaithOnceApproved',
        'Stories appear on Stories of Faith once approved.',
      )}
    >
      <Tabs
        label={t('testimoniesByStatus', 'Testimonies by status')}
        items={tabs}
        value={tab}
        onChange={setTab}
      >
        <AdminList
          query={testimonies}
          label={t('testimonies', 'Testimonies')}
          loadingLabel={t('loadingTestimonies', 'Loading testimonies…')}
          errorTitle={t('testimoniesCouldNotBeLoaded', 'Testimonies could not be loaded')}
          empty={{
            icon: 'sparkle',
            title: t('noTestimoniesInThisCategory', 'No testimonies in this category.'),
          }}
          footer={
            <LoadMore
              query={testimonies}
              count={loadedOf(testimonies, t('testimoniesNoun', 'testimonies'))}
            />
          }
        >
          {(testimony) => (
            <AdminTestimonyItem
              key={testimony._id}
              testimony={testimony}
              approving={approve.isPending && approve.variables === testimony._id}
              onApprove={approveOne}
              onDelete={deletion.ask}
            />
          )}
        </AdminList>
      </Tabs>
      {deletion.dialog}
    </AdminScreen>
  );
}
