import { campusApplicationInputSchema, type CampusApplicationInput } from '@torch/contract';
import { toast } from 'react-toastify';
import { unknownErrorMessage } from '../../../shared/api/http-client';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { FormModal } from '../../../shared/ui/form-modal';
import { Input } from '../../../shared/ui/input';
import { Textarea } from '../../../shared/ui/textarea';
import { useApplyForCampus } from '../api';
import { useTranslation } from 'react-i18next';

type Field = keyof CampusApplicationInput;

/** Propose a New Light Campus: five fields, all required; leader and contact start as the member's. */
export function ProposeCampusModal({
  defaults,
  onClose,
}: {
  defaults: { leaderName: string; contactInfo: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const apply = useApplyForCampus();
  const form = useContractForm({
    schema: campusApplicationInputSchema,
    defaultValues: {
      proposedCampusName: '',
      proposedLocation: '',
      proposedLeaderName: defaults.leaderName,
      contactInfo: defaults.contactInfo,
      missionStatement: '',
    },
    submit: (input) => apply.mutateAsync(input),
    onSuccess: () => {
      toast.success(
        t(
          'campusProposalSubmitted',
          'Application submitted successfully! We will review it and get back to you soon.',
        ),
      );
      onClose();
    },
    toasts: {
      failure: t('errorSubmittingApplication', 'Error submitting application'),
      fallback: unknownErrorMessage(),
    },
  });
  const input = (field: Exclude<Field, 'missionStatement'>, label: string, hint?: string) => (
    <Input label={label} required hint={hint} {...form.field(field)} />
  );

  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={t('proposeANewLightCampus', 'Propose a New Light Campus')}
      description={t(
        'tellUsWhereANewFellowshipCouldShineOurTeamReviewsEveryProposal',
        'Tell us where a new fellowship could shine. Our team reviews every proposal.',
      )}
      submitLabel={t('submitProposal', 'Submit Proposal')}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {input('proposedCampusName', t('campusName', 'Campus name'))}
        {input('proposedLocation', t('location', 'Location'))}
        {input('proposedLeaderName', t('proposedLeader', 'Proposed leader'))}
        {input(
          'contactInfo',
          t('contactInfo', 'Contact info'),
          t(
            'shownOnTheCampusPageOnceApprovedForPeopleToReachYou',
            'Shown on the campus page once approved, for people to reach you.',
          ),
        )}
      </div>
      <Textarea
        label={t('missionStatement', 'Mission statement')}
        rows={5}
        required
        {...form.field('missionStatement')}
      />
    </FormModal>
  );
}
