import { campusApplicationInputSchema, type CampusApplicationInput } from '@torch/contract';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../../shared/api/http-client';
import { fieldErrors } from '../../../shared/lib/form-errors';
import { useFieldErrors } from '../../../shared/lib/use-field-errors';
import { Button } from '../../../shared/ui/button';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Textarea } from '../../../shared/ui/textarea';
import { useApplyForCampus } from '../api';

export const CAMPUS_PROPOSAL_SUCCESS =
  'Application submitted successfully! We will review it and get back to you soon.';

type Field = keyof CampusApplicationInput;

/** Propose a New Light Campus: five fields, all required; leader and contact start as the member's. */
export function ProposeCampusModal({
  defaults,
  onClose,
}: {
  defaults: { leaderName: string; contactInfo: string };
  onClose: () => void;
}) {
  const id = useId();
  const apply = useApplyForCampus();
  const [values, setValues] = useState<CampusApplicationInput>({
    proposedCampusName: '',
    proposedLocation: '',
    proposedLeaderName: defaults.leaderName,
    contactInfo: defaults.contactInfo,
    missionStatement: '',
  });
  const { errors, setErrors, clearError } = useFieldErrors<Field>();

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = campusApplicationInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    apply.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(CAMPUS_PROPOSAL_SUCCESS);
        onClose();
      },
      onError: (error) =>
        toast.error(`Error submitting application: ${errorMessage(error, UNKNOWN_ERROR_MESSAGE)}`),
    });
  };

  const formId = `${id}-form`;
  const input = (field: Exclude<Field, 'missionStatement'>, label: string, hint?: string) => (
    <Input
      id={`${id}-${field}`}
      label={label}
      required
      value={values[field]}
      error={errors[field]}
      hint={hint}
      onChange={(event) => change(field, event.target.value)}
    />
  );

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title="Propose a New Light Campus"
      description="Tell us where a new fellowship could shine. Our team reviews every proposal."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={apply.isPending}>
            Submit Proposal
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={send} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          {input('proposedCampusName', 'Campus name')}
          {input('proposedLocation', 'Location')}
          {input('proposedLeaderName', 'Proposed leader')}
          {input(
            'contactInfo',
            'Contact info',
            'Shown on the campus page once approved, for people to reach you.',
          )}
        </div>
        <Textarea
          id={`${id}-missionStatement`}
          label="Mission statement"
          rows={5}
          required
          value={values.missionStatement}
          error={errors.missionStatement}
          onChange={(event) => change('missionStatement', event.target.value)}
        />
      </form>
    </Modal>
  );
}
