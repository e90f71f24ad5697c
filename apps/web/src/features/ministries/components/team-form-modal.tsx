import { ministryTeamInputSchema, type MinistryTeam } from '@torch/contract';
import { unknownErrorMessage } from '../../../shared/api/http-client';
import { saveEntity } from '../../../shared/lib/save-entity';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { Checkbox } from '../../../shared/ui/checkbox';
import { FormModal } from '../../../shared/ui/form-modal';
import { Input } from '../../../shared/ui/input';
import { Textarea } from '../../../shared/ui/textarea';
import { ImageUploadField } from '../../uploads';
import { useCreateMinistryTeam } from '../api';
import { useUpdateMinistryTeam } from '../api';
import { useTranslation } from 'react-i18next';

function initialValues(team: MinistryTeam | null) {
  return {
    name: team?.name ?? '',
    leaderName: team?.leaderName ?? '',
    contactEmail: team?.contactEmail ?? '',
    description: team?.description ?? '',
    imageUrl: team?.imageUrl ?? (null as string | null),
    isActive: team?.isActive ?? true,
  };
}

/** Add New Team / Edit Team: every field and an image required; active by default. */
export function TeamFormModal({
  team,
  onClose,
}: {
  team: MinistryTeam | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: ministryTeamInputSchema,
    defaultValues: initialValues(team),
    toInput: (values) => ({ ...values, imageUrl: values.imageUrl ?? '' }),
    submit: saveEntity(team, {
      create: useCreateMinistryTeam(),
      update: useUpdateMinistryTeam(),
    }),
    onSuccess: onClose,
    toasts: {
      success: t('teamSavedSuccessfully', 'Team saved successfully.'),
      failure: t('saveFailed', 'Save failed'),
      fallback: unknownErrorMessage(),
    },
  });

  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={team ? t('editTeam', 'Edit Team') : t('addNewTeam', 'Add New Team')}
      submitLabel={team ? t('saveChanges', 'Save Changes') : t('addTeam', 'Add Team')}
      className="grid gap-5 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <ImageUploadField
          label={t('teamImage', 'Team image')}
          folder="ministry-teams"
          hint={t('upTo2Mb', 'Up to 2 MB.')}
          {...form.image('imageUrl')}
        />
      </div>
      <Input label={t('teamName', 'Team name')} required data-autofocus {...form.field('name')} />
      <Input label={t('leaderName', 'Leader name')} required {...form.field('leaderName')} />
      <div className="sm:col-span-2">
        <Input
          label={t('contactEmail', 'Contact email')}
          type="email"
          required
          {...form.field('contactEmail')}
        />
      </div>
      <div className="sm:col-span-2">
        <Textarea
          label={t('description', 'Description')}
          rows={4}
          required
          {...form.field('description')}
        />
      </div>
      <Checkbox
        label={t('active', 'Active')}
        description={t('shownOnThePublicServePage', 'Shown on the public Serve page.')}
        {...form.checkbox('isActive')}
      />
    </FormModal>
  );
}
