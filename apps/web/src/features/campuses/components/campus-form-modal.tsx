import { toast } from 'react-toastify';
import {
  lightCampusInputSchema,
  type CampusApplication,
  type CampusImage,
  type LightCampus,
} from '@torch/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { unknownErrorMessage } from '../../../shared/api/http-client';
import { applicationDecisionToasts } from '../../../shared/lib/application-decision-toasts';
import { saveEntity } from '../../../shared/lib/save-entity';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { Checkbox } from '../../../shared/ui/checkbox';
import { FormModal } from '../../../shared/ui/form-modal';
import { Input } from '../../../shared/ui/input';
import { useCreateCampus } from '../api';
import { useDecideCampusApplication } from '../api';
import { useUpdateCampus } from '../api';
import { CampusImagesField } from './campus-images-field';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type TextField = 'name' | 'location' | 'leaderName' | 'contactInfo' | 'meetingSchedule';
/** The five text fields: name, label and hint, in the reader's language. */
function campusTextFields(t: TFunction): [TextField, string, string?][] {
  return [
    ['name', t('campusName', 'Campus name')],
    ['location', t('location', 'Location')],
    ['leaderName', t('leaderName', 'Leader name')],
    [
      'contactInfo',
      t('contactInfo', 'Contact info'),
      t('shownOnThePublicCampusPage', 'Shown on the public campus page.'),
    ],
    [
      'meetingSchedule',
      t('meetingSchedule', 'Meeting schedule'),
      t('meetingScheduleExample', 'For example: Thursdays, 6:30 PM'),
    ],
  ];
}

function initialText(
  campus: LightCampus | null,
  proposal: CampusApplication | null,
): Record<TextField, string> {
  if (proposal) {
    // What the proposer said; the schedule is left for the admin, who agrees it with them.
    return {
      name: proposal.name,
      location: proposal.location,
      leaderName: proposal.proposedLeaderName,
      contactInfo: proposal.contactInfo,
      meetingSchedule: '',
    };
  }
  return {
    name: campus?.name ?? '',
    location: campus?.location ?? '',
    leaderName: campus?.leaderName ?? '',
    contactInfo: campus?.contactInfo ?? '',
    meetingSchedule: campus?.meetingSchedule ?? '',
  };
}

export interface CampusFormModalProps {
  /** The campus to edit, or null to add one. */
  campus: LightCampus | null;
  /**
   * A Pending proposal to approve: the form opens filled from it, and saving approves it and
   * opens the campus in one request, so the campus is never public half-made.
   */
  proposal?: CampusApplication | null;
  onClose: () => void;
}

/**
 * Add New Campus / Edit Campus: five required fields, photos, and Active (on by default); or,
 * approving a proposal, the same form filled from it.
 */
export function CampusFormModal({ campus, proposal = null, onClose }: CampusFormModalProps) {
  const { t } = useTranslation();
  const save = saveEntity(campus, { create: useCreateCampus(), update: useUpdateCampus() });
  const approve = useDecideCampusApplication();
  const decisionToasts = applicationDecisionToasts(true);
  const form = useContractForm({
    schema: lightCampusInputSchema,
    defaultValues: {
      ...initialText(campus, proposal),
      isActive: campus?.isActive ?? true,
      images: campus?.images ?? ([] as CampusImage[]),
    },
    submit: (input) =>
      proposal
        ? approve.mutateAsync({ id: proposal._id, decision: 'approve', campus: input })
        : save(input),
    // A server message about `campus.contactInfo` belongs to the form's `contactInfo`.
    serverField: (field) => field.replace(/^campus\./, ''),
    onSuccess: () => {
      if (proposal) decisionToasts.onSuccess();
      else toast.success(t('campusSavedSuccessfully', 'Campus saved successfully.'));
      onClose();
    },
    onError: (error) => {
      if (proposal) decisionToasts.onError(error);
      else
        toast.error(
          t('saveFailedReason', 'Save failed: {{reason}}', {
            reason: errorMessage(error, unknownErrorMessage()),
          }),
        );
    },
  });
  const images = form.control('images');

  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={
        proposal
          ? t('approveAndOpenCampus', 'Approve and Open Campus')
          : campus
            ? t('editCampus', 'Edit Campus')
            : t('addNewCampus', 'Add New Campus')
      }
      submitLabel={
        proposal
          ? t('approveAndOpen', 'Approve and Open')
          : campus
            ? t('saveChanges', 'Save Changes')
            : t('addCampus', 'Add Campus')
      }
      className="grid gap-5 sm:grid-cols-2"
    >
      {proposal && (
        <section
          aria-label={t('theProposal', 'The proposal')}
          className="rounded-2xl border border-cream-300 bg-cream-100 p-4 text-sm text-ink-700 sm:col-span-2"
        >
          <p className="font-semibold text-ink-900">
            {t('proposedByApplicantName', 'Proposed by {{applicantName}}', {
              applicantName: proposal.applicantName,
            })}
          </p>
          <p className="mt-1 line-clamp-4 break-words whitespace-pre-line">
            {proposal.description}
          </p>
          <p className="mt-3 text-ink-600">
            {t(
              'approveProposalInstructions',
              'Check what the campus page will show, add the meeting schedule and photos, then approve: the campus opens on the public page as you see it here.',
            )}
          </p>
        </section>
      )}
      {campusTextFields(t).map(([field, label, hint]) => (
        <Input key={field} label={label} required hint={hint} {...form.field(field)} />
      ))}
      <div className="sm:col-span-2">
        <CampusImagesField
          id={images.id}
          images={images.value}
          onChange={images.onChange}
          onUploadingChange={form.setUploading}
        />
      </div>
      <Checkbox
        label={t('active', 'Active')}
        description={t(
          'shownOnThePublicLightCampusesPage',
          'Shown on the public Light Campuses page.',
        )}
        {...form.checkbox('isActive')}
      />
    </FormModal>
  );
}
