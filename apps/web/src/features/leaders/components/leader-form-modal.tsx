import { leaderInputSchema, type Leader } from '@torch/contract';
import { saveEntity } from '../../../shared/lib/save-entity';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { FormModal } from '../../../shared/ui/form-modal';
import { Input } from '../../../shared/ui/input';
import { Textarea } from '../../../shared/ui/textarea';
import { ImageUploadField, PHOTO_TYPES } from '../../uploads';
import { useCreateLeaderMutation } from '../api';
import { useUpdateLeaderMutation } from '../api';
import { useTranslation } from 'react-i18next';

function initialValues(leader: Leader | null) {
  return {
    name: leader?.name ?? '',
    title: leader?.title ?? '',
    youtubeUrl: leader?.youtubeUrl ?? '',
    bio: leader?.bio ?? '',
    photoUrl: leader?.photoUrl ?? (null as string | null),
  };
}

export interface LeaderFormModalProps {
  /** The leader to edit, or null to add a new profile. */
  leader: Leader | null;
  onClose: () => void;
}

/** Add or edit a leader profile: every field and a png or jpeg photo required. */
export function LeaderFormModal({ leader, onClose }: LeaderFormModalProps) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: leaderInputSchema,
    defaultValues: initialValues(leader),
    toInput: (values) => ({ ...values, photoUrl: values.photoUrl ?? '' }),
    submit: saveEntity(leader, {
      create: useCreateLeaderMutation(),
      update: useUpdateLeaderMutation(),
    }),
    onSuccess: onClose,
    toasts: {
      success: t('leaderProfileSavedSuccessfully', 'Leader profile saved successfully!'),
      failure: t('saveFailed', 'Save failed'),
      fallback: t('somethingWentWrong', 'Something went wrong'),
    },
  });

  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={leader ? t('editLeader', 'Edit Leader') : t('addNewLeader', 'Add New Leader')}
      submitLabel={leader ? t('saveChanges', 'Save Changes') : t('addLeader', 'Add Leader')}
      className="grid gap-5 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <ImageUploadField
          label={t('photo', 'Photo')}
          folder="leaders"
          accept={PHOTO_TYPES}
          shape="round"
          hint={t('leaderPhotoHint', 'PNG or JPEG, up to 2 MB. A square photo looks best.')}
          {...form.image('photoUrl')}
        />
      </div>
      <Input label={t('name', 'Name')} required {...form.field('name')} data-autofocus />
      <Input
        label={t('title', 'Title')}
        required
        placeholder={t('seniorPastor', 'Senior Pastor')}
        {...form.field('title')}
      />
      <div className="sm:col-span-2">
        <Input
          label={t('youtubeIntroductionUrl', 'YouTube introduction URL')}
          type="url"
          inputMode="url"
          required
          placeholder="https://youtu.be/…"
          {...form.field('youtubeUrl')}
        />
      </div>
      <div className="sm:col-span-2">
        <Textarea label={t('bio', 'Bio')} required rows={5} {...form.field('bio')} />
      </div>
    </FormModal>
  );
}
