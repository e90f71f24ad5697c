import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import {
  lightCampusInputSchema,
  type CampusApplication,
  type CampusImage,
  type LightCampus,
  type LightCampusInput,
} from '@torch/contract';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../../shared/api/http-client';
import { applicationDecisionToasts } from '../../../shared/lib/application-decision-toasts';
import { fieldErrors } from '../../../shared/lib/form-errors';
import { useFieldErrors } from '../../../shared/lib/use-field-errors';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { useCreateCampus, useDecideCampusApplication, useUpdateCampus } from '../api';
import { CampusImagesField } from './campus-images-field';

type TextField = 'name' | 'location' | 'leaderName' | 'contactInfo' | 'meetingSchedule';
const textFields: [TextField, string, string?][] = [
  ['name', 'Campus name'],
  ['location', 'Location'],
  ['leaderName', 'Leader name'],
  ['contactInfo', 'Contact info', 'Shown on the public campus page.'],
  ['meetingSchedule', 'Meeting schedule', 'For example: Thursdays, 6:30 PM'],
];

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

/** A server message about `campus.contactInfo` belongs to the form's `contactInfo`. */
function formFieldOf(field: string): keyof LightCampusInput {
  return field.replace(/^campus\./, '') as keyof LightCampusInput;
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
  const formId = useId();
  const create = useCreateCampus();
  const update = useUpdateCampus();
  const approve = useDecideCampusApplication();
  const saving = create.isPending || update.isPending || approve.isPending;
  const [uploading, setUploading] = useState(false);
  const { errors, setErrors, clearError } = useFieldErrors<keyof LightCampusInput>();
  const [text, setText] = useState(() => initialText(campus, proposal));
  const [isActive, setIsActive] = useState(campus?.isActive ?? true);
  const [images, setImages] = useState<CampusImage[]>(campus?.images ?? []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading) return;
    const parsed = lightCampusInputSchema.safeParse({ ...text, isActive, images });
    if (!parsed.success) {
      setErrors(fieldErrors<keyof LightCampusInput>(parsed.error));
      return;
    }
    const showFieldError = (error: unknown) => {
      if (error instanceof ApiError && error.field)
        setErrors({ [formFieldOf(error.field)]: error.message });
    };
    if (proposal) {
      const toasts = applicationDecisionToasts(true);
      approve.mutate(
        { id: proposal._id, decision: 'approve', campus: parsed.data },
        {
          onSuccess: () => {
            toasts.onSuccess();
            onClose();
          },
          onError: (error) => {
            showFieldError(error);
            toasts.onError(error);
          },
        },
      );
      return;
    }
    const callbacks = {
      onSuccess: () => {
        toast.success('Campus saved successfully.');
        onClose();
      },
      onError: (error: Error) => {
        showFieldError(error);
        toast.error(`Save failed: ${errorMessage(error, UNKNOWN_ERROR_MESSAGE)}`);
      },
    };
    if (campus) update.mutate({ id: campus._id, body: parsed.data }, callbacks);
    else create.mutate(parsed.data, callbacks);
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={proposal ? 'Approve and Open Campus' : campus ? 'Edit Campus' : 'Add New Campus'}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={uploading}>
            {proposal ? 'Approve and Open' : campus ? 'Save Changes' : 'Add Campus'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
        {proposal && (
          <section
            aria-label="The proposal"
            className="rounded-2xl border border-cream-300 bg-cream-100 p-4 text-sm text-ink-700 sm:col-span-2"
          >
            <p className="font-semibold text-ink-900">Proposed by {proposal.applicantName}</p>
            <p className="mt-1 line-clamp-4 break-words whitespace-pre-line">
              {proposal.description}
            </p>
            <p className="mt-3 text-ink-600">
              Check what the campus page will show, add the meeting schedule and photos, then
              approve: the campus opens on the public page as you see it here.
            </p>
          </section>
        )}
        {textFields.map(([field, label, hint]) => (
          <Input
            key={field}
            id={`${formId}-${field}`}
            label={label}
            required
            value={text[field]}
            error={errors[field]}
            hint={hint}
            onChange={(event) => {
              const value = event.target.value;
              setText((current) => ({ ...current, [field]: value }));
              clearError(field);
            }}
          />
        ))}
        <div className="sm:col-span-2">
          <CampusImagesField
            id={`${formId}-images`}
            images={images}
            onChange={(next) => {
              setImages(next);
              clearError('images');
            }}
            onUploadingChange={setUploading}
          />
        </div>
        <Checkbox
          id={`${formId}-active`}
          label="Active"
          description="Shown on the public Light Campuses page."
          checked={isActive}
          onChange={(event) => setIsActive(event.target.checked)}
        />
      </form>
    </Modal>
  );
}
