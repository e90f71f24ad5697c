import { teachingInputSchema, type Teaching } from '@torch/contract';
import { saveEntity } from '../../../shared/lib/save-entity';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { FormModal } from '../../../shared/ui/form-modal';
import { Input } from '../../../shared/ui/input';
import { Textarea } from '../../../shared/ui/textarea';
import { useCreateTeachingMutation } from '../api';
import { useUpdateTeachingMutation } from '../api';
import { useTranslation } from 'react-i18next';

function initialValues(teaching: Teaching | null) {
  return {
    title: teaching?.title ?? '',
    speaker: teaching?.speaker ?? '',
    preached_at: teaching?.preached_at.slice(0, 10) ?? '',
    category: teaching?.category ?? '',
    youtube_url: teaching?.youtube_url ?? '',
    description: teaching?.description ?? '',
  };
}

export interface TeachingFormModalProps {
  /** The teaching to edit, or null to add a new one. */
  teaching: Teaching | null;
  onClose: () => void;
}

/** Add or edit a teaching: every field required, the link a YouTube URL. */
export function TeachingFormModal({ teaching, onClose }: TeachingFormModalProps) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: teachingInputSchema,
    defaultValues: initialValues(teaching),
    submit: saveEntity(teaching, {
      create: useCreateTeachingMutation(),
      update: useUpdateTeachingMutation(),
    }),
    onSuccess: onClose,
    toasts: {
      success: t('teachingSavedSuccessfully', 'Teaching saved successfully!'),
      failure: t('errorSavingTeaching', 'Error saving teaching'),
      fallback: t('somethingWentWrong', 'Something went wrong'),
    },
  });

  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={
        teaching ? t('editTeaching', 'Edit Teaching') : t('addNewTeaching', 'Add New Teaching')
      }
      description={t(
        'everyFieldIsNeededSoTheTeachingShowsFullyOnTheTeachingsPage',
        'Every field is needed so the teaching shows fully on the Teachings page.',
      )}
      submitLabel={teaching ? t('saveChanges', 'Save Changes') : t('addTeaching', 'Add Teaching')}
      className="grid gap-5 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <Input label={t('title', 'Title')} required {...form.field('title')} data-autofocus />
      </div>
      <Input label={t('speaker', 'Speaker')} required {...form.field('speaker')} />
      <Input label={t('date', 'Date')} type="date" required {...form.field('preached_at')} />
      <Input
        label={t('category', 'Category')}
        required
        placeholder={t('sundayServiceBibleStudy', 'Sunday Service, Bible Study…')}
        {...form.field('category')}
      />
      <Input
        label={t('youtubeUrl', 'YouTube URL')}
        type="url"
        inputMode="url"
        required
        placeholder="https://www.youtube.com/watch?v=…"
        {...form.field('youtube_url')}
      />
      <div className="sm:col-span-2">
        <Textarea
          label={t('description', 'Description')}
          required
          rows={5}
          {...form.field('description')}
        />
      </div>
    </FormModal>
  );
}
