import type { Teaching } from '@torch/contract';
import { AdminCrudPage, type AdminCrudTexts } from '../../../shared/ui/admin-crud-page';
import { useDeleteTeachingMutation } from '../api';
import { useTeachings } from '../api';
import { AdminTeachingItem } from '../components/admin-teaching-item';
import { TeachingFormModal } from '../components/teaching-form-modal';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

function adminTeachingsTexts(t: TFunction): AdminCrudTexts<Teaching> {
  return {
    heading: {
      title: t('teachings', 'Teachings'),
      summary: (count) =>
        t('teachingCountInTheVideoLibrary', {
          count,
          defaultValue_one: '{{count}} teaching in the video library',
          defaultValue_other: '{{count}} teachings in the video library',
        }),
      idleSummary: t(
        'theVideoLibraryOfTheTeachingsPage',
        'The video library of the Teachings page',
      ),
    },
    addLabel: t('addTeaching', 'Add Teaching'),
    listLabel: t('teachings', 'Teachings'),
    loadingLabel: t('loadingTeachings', 'Loading teachings…'),
    errorTitle: t('teachingsCouldNotBeLoaded', 'Teachings could not be loaded'),
    empty: {
      icon: 'play',
      title: t('noTeachingsYetAdmin', 'No teachings yet'),
      description: t(
        'addASermonWithItsYoutubeLinkAndItAppearsOnTheTeachingsPage',
        'Add a sermon with its YouTube link and it appears on the Teachings page.',
      ),
    },
    delete: {
      title: t('deleteTeaching', 'Delete teaching?'),
      question: () =>
        t('deleteTeachingQuestion', 'Are you sure you want to permanently delete this teaching?'),
      done: t('teachingDeletedSuccessfully', 'Teaching deleted successfully!'),
      failed: t('errorDeletingTeaching', 'Error deleting teaching'),
    },
  };
}

/** Sermons and teachings in the admin area: the list, the form, and deletion with a question. */
export function AdminTeachingsPage() {
  const { t } = useTranslation();
  return (
    <AdminCrudPage
      query={useTeachings()}
      remove={useDeleteTeachingMutation()}
      texts={adminTeachingsTexts(t)}
      renderItem={(teaching, actions) => (
        <AdminTeachingItem key={teaching._id} teaching={teaching} {...actions} />
      )}
      renderForm={(teaching, onClose) => (
        <TeachingFormModal teaching={teaching} onClose={onClose} />
      )}
    />
  );
}
