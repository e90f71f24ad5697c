import type { Teaching } from '@torch/contract';
import { AdminCrudPage, type AdminCrudTexts } from '../../../shared/ui/admin-crud-page';
import { useDeleteTeachingMutation } from '../api';
import { useTeachings } from '../api';
import { AdminTeachingItem } from '../components/admin-teaching-item';
import { TeachingFormModal } from '../components/teaching-form-modal';
import { i18next } from '../../../shared/i18n';

export const DELETE_TEACHING_QUESTION =
  'Are you sure you want to permanently delete this teaching?';

const texts: AdminCrudTexts<Teaching> = {
  heading: {
    title: 'Teachings',
    summary: (count) =>
      i18next.t('countValInTheVideoLibrary', '{{count}} {{val}} in the video library', {
        count,
        val: count === 1 ? 'teaching' : 'teachings',
      }),
    idleSummary: 'The video library of the Teachings page',
  },
  addLabel: 'Add Teaching',
  listLabel: 'Teachings',
  loadingLabel: 'Loading teachings…',
  errorTitle: 'Teachings could not be loaded',
  empty: {
    icon: 'play',
    title: 'No teachings yet',
    description: 'Add a sermon with its YouTube link and it appears on the Teachings page.',
  },
  delete: {
    title: 'Delete teaching?',
    question: () => DELETE_TEACHING_QUESTION,
    done: 'Teaching deleted successfully!',
    failed: 'Error deleting teaching',
  },
};

/** Sermons and teachings in the admin area: the list, the form, and deletion with a question. */
export function AdminTeachingsPage() {
  return (
    <AdminCrudPage
      query={useTeachings()}
      remove={useDeleteTeachingMutation()}
      texts={texts}
      renderItem={(teaching, actions) => (
        <AdminTeachingItem key={teaching._id} teaching={teaching} {...actions} />
      )}
      renderForm={(teaching, onClose) => (
        <TeachingFormModal teaching={teaching} onClose={onClose} />
      )}
    />
  );
}
