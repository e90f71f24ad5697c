import { volunteerApplicationInputSchema, type MinistryTeam } from '@torch/contract';
import { toast } from 'react-toastify';
import { unknownErrorMessage } from '../../../shared/api/http-client';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { FormModal } from '../../../shared/ui/form-modal';
import { Textarea } from '../../../shared/ui/textarea';
import { useApplyToTeam } from '../api';
import { useTranslation } from 'react-i18next';

/** Apply for {team}: a message to the team leader, required (docs/product.md#serve). */
export function ApplyToTeamModal({ team, onClose }: { team: MinistryTeam; onClose: () => void }) {
  const { t } = useTranslation();
  const apply = useApplyToTeam();
  const form = useContractForm({
    schema: volunteerApplicationInputSchema,
    defaultValues: { teamId: team._id, message: '' },
    submit: (input) => apply.mutateAsync(input),
    onSuccess: () => {
      toast.success(
        t(
          'volunteerApplicationSubmitted',
          'Application submitted successfully! The team leader will be in touch.',
        ),
      );
      onClose();
    },
    toasts: {
      failure: t('submissionFailed', 'Submission failed'),
      fallback: unknownErrorMessage(),
    },
  });
  const message = form.field('message');

  return (
    <FormModal
      form={form}
      onClose={onClose}
      size="md"
      title={t('applyForName', 'Apply for {{name}}', { name: team.name })}
      description={t(
        'applyToTeamDescription',
        'Led by {{leaderName}}. Tell them a little about yourself and why you would like to serve.',
        { leaderName: team.leaderName },
      )}
      submitLabel={t('submitApplication', 'Submit Application')}
    >
      <Textarea
        label={t('message', 'Message')}
        rows={6}
        required
        data-autofocus
        {...message}
        error={message.error ?? form.errorOf('teamId')}
      />
    </FormModal>
  );
}
