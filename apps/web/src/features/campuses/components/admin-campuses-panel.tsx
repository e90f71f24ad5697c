import type { LightCampus } from '@torch/contract';
import { unknownErrorMessage } from '../../../shared/api/http-client';
import { AdminCrudPage, type AdminCrudTexts } from '../../../shared/ui/admin-crud-page';
import { useDeleteCampus } from '../api';
import { useAdminCampuses } from '../api';
import { AdminCampusItem } from './admin-campus-item';
import { CampusFormModal } from './campus-form-modal';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

function adminCampusesTexts(t: TFunction): AdminCrudTexts<LightCampus> {
  return {
    addLabel: t('addNewCampus', 'Add New Campus'),
    listLabel: t('campuses', 'Campuses'),
    loadingLabel: t('loadingCampuses', 'Loading campuses…'),
    errorTitle: t('campusesCouldNotBeLoaded', 'Campuses could not be loaded'),
    empty: { icon: 'flame', title: t('noCampusesYet', 'No campuses yet.') },
    delete: {
      title: t('deleteCampus', 'Delete campus?'),
      question: (campus) =>
        t(
          'areYouSureYouWantToDeleteNameThisCannotBeUndone',
          'Are you sure you want to delete {{name}}? This cannot be undone.',
          { name: campus.name },
        ),
      done: t('campusDeleted', 'Campus deleted.'),
      failed: t('deletionFailed', 'Deletion failed'),
      fallback: unknownErrorMessage(),
      waits: true,
    },
  };
}

/** Manage Campuses: list, add, edit, delete (with a question). */
export function AdminCampusesPanel() {
  const { t } = useTranslation();
  const campuses = useAdminCampuses();
  return (
    <AdminCrudPage
      query={campuses}
      list={{ more: { query: campuses, noun: t('campusesNoun', 'campuses') } }}
      remove={useDeleteCampus()}
      texts={adminCampusesTexts(t)}
      renderItem={(campus, actions) => (
        <AdminCampusItem key={campus._id} campus={campus} {...actions} />
      )}
      renderForm={(campus, onClose) => <CampusFormModal campus={campus} onClose={onClose} />}
    />
  );
}
