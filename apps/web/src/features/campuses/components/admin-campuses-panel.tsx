import type { LightCampus } from '@torch/contract';
import { UNKNOWN_ERROR_MESSAGE } from '../../../shared/api/http-client';
import { AdminCrudPage, type AdminCrudTexts } from '../../../shared/ui/admin-crud-page';
import { useDeleteCampus } from '../api';
import { useAdminCampuses } from '../api';
import { AdminCampusItem } from './admin-campus-item';
import { CampusFormModal } from './campus-form-modal';
import { i18next } from '../../../shared/i18n';

const texts: AdminCrudTexts<LightCampus> = {
  addLabel: 'Add New Campus',
  listLabel: 'Campuses',
  loadingLabel: 'Loading campuses…',
  errorTitle: 'Campuses could not be loaded',
  empty: { icon: 'flame', title: 'No campuses yet.' },
  delete: {
    title: 'Delete campus?',
    question: (campus) =>
      i18next.t(
        'areYouSureYouWantToDeleteNameThisCannotBeUndone',
        'Are you sure you want to delete {{name}}? This cannot be undone.',
        { name: campus.name },
      ),
    done: 'Campus deleted.',
    failed: 'Deletion failed',
    fallback: UNKNOWN_ERROR_MESSAGE,
    waits: true,
  },
};

/** Manage Campuses: list, add, edit, delete (with a question). */
export function AdminCampusesPanel() {
  const campuses = useAdminCampuses();
  return (
    <AdminCrudPage
      query={campuses}
      list={{ more: { query: campuses, noun: 'campuses' } }}
      remove={useDeleteCampus()}
      texts={texts}
      renderItem={(campus, actions) => (
        <AdminCampusItem key={campus._id} campus={campus} {...actions} />
      )}
      renderForm={(campus, onClose) => <CampusFormModal campus={campus} onClose={onClose} />}
    />
  );
}
