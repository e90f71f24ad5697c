import { volunteerApplicationInputSchema, type MinistryTeam } from '@torch/contract';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../../shared/api/http-client';
import { fieldErrors } from '../../../shared/lib/form-errors';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { Textarea } from '../../../shared/ui/textarea';
import { useApplyToTeam } from '../api';

export const APPLICATION_SUCCESS =
  'Application submitted successfully! The team leader will be in touch.';

/** Apply for {team}: a message to the team leader, required (docs/product.md#serve). */
export function ApplyToTeamModal({ team, onClose }: { team: MinistryTeam; onClose: () => void }) {
  const id = useId();
  const apply = useApplyToTeam();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = volunteerApplicationInputSchema.safeParse({ teamId: team._id, message });
    if (!parsed.success) {
      const errors = fieldErrors<'message' | 'teamId'>(parsed.error);
      setError(errors.message ?? errors.teamId);
      return;
    }
    apply.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(APPLICATION_SUCCESS);
        onClose();
      },
      onError: (failure) =>
        toast.error(`Submission failed: ${errorMessage(failure, UNKNOWN_ERROR_MESSAGE)}`),
    });
  };

  const formId = `${id}-form`;
  return (
    <Modal
      open
      onClose={onClose}
      title={`Apply for ${team.name}`}
      description={`Led by ${team.leaderName}. Tell them a little about yourself and why you would like to serve.`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={apply.isPending}>
            Submit Application
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={send}>
        <Textarea
          id={`${id}-message`}
          label="Message"
          rows={6}
          required
          data-autofocus
          value={message}
          error={error}
          onChange={(event) => {
            setMessage(event.target.value);
            setError(undefined);
          }}
        />
      </form>
    </Modal>
  );
}
