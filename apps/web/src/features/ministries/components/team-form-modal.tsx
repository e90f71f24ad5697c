import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import {
  ministryTeamInputSchema,
  type MinistryTeam,
  type MinistryTeamInput,
} from '@torch/contract';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../../shared/api/http-client';
import { fieldErrors } from '../../../shared/lib/form-errors';
import { useFieldErrors } from '../../../shared/lib/use-field-errors';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Textarea } from '../../../shared/ui/textarea';
import { ImageUploadField } from '../../uploads';
import { useCreateMinistryTeam, useUpdateMinistryTeam } from '../api';

type Field = keyof MinistryTeamInput;
interface Values {
  name: string;
  leaderName: string;
  contactEmail: string;
  description: string;
  imageUrl: string | null;
  isActive: boolean;
}

/**
 * Add New Team / Edit Team (docs/product.md#validation): every field and an image required; active
 * by default.
 */
export function TeamFormModal({
  team,
  onClose,
}: {
  team: MinistryTeam | null;
  onClose: () => void;
}) {
  const formId = useId();
  const create = useCreateMinistryTeam();
  const update = useUpdateMinistryTeam();
  const saving = create.isPending || update.isPending;
  const [uploading, setUploading] = useState(false);
  const { errors, setErrors, clearError } = useFieldErrors<Field>();
  const [values, setValues] = useState<Values>({
    name: team?.name ?? '',
    leaderName: team?.leaderName ?? '',
    contactEmail: team?.contactEmail ?? '',
    description: team?.description ?? '',
    imageUrl: team?.imageUrl ?? null,
    isActive: team?.isActive ?? true,
  });
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading) return;
    const parsed = ministryTeamInputSchema.safeParse({
      ...values,
      imageUrl: values.imageUrl ?? '',
    });
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    const callbacks = {
      onSuccess: () => {
        toast.success('Team saved successfully.');
        onClose();
      },
      onError: (error: Error) => {
        if (error instanceof ApiError && error.field) setErrors({ [error.field]: error.message });
        toast.error(`Save failed: ${errorMessage(error, UNKNOWN_ERROR_MESSAGE)}`);
      },
    };
    if (team) update.mutate({ id: team._id, body: parsed.data }, callbacks);
    else create.mutate(parsed.data, callbacks);
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={team ? 'Edit Team' : 'Add New Team'}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={uploading}>
            {team ? 'Save Changes' : 'Add Team'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <ImageUploadField
            id={`${formId}-image`}
            label="Team image"
            folder="ministry-teams"
            value={values.imageUrl}
            onChange={(url) => set('imageUrl', url)}
            error={errors.imageUrl}
            hint="Up to 2 MB."
            onUploadingChange={setUploading}
          />
        </div>
        <Input
          id={`${formId}-name`}
          label="Team name"
          required
          data-autofocus
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <Input
          id={`${formId}-leader`}
          label="Leader name"
          required
          value={values.leaderName}
          error={errors.leaderName}
          onChange={(event) => set('leaderName', event.target.value)}
        />
        <div className="sm:col-span-2">
          <Input
            id={`${formId}-email`}
            label="Contact email"
            type="email"
            required
            value={values.contactEmail}
            error={errors.contactEmail}
            onChange={(event) => set('contactEmail', event.target.value)}
          />
        </div>
        <div className="sm:col-span-2">
          <Textarea
            id={`${formId}-description`}
            label="Description"
            rows={4}
            required
            value={values.description}
            error={errors.description}
            onChange={(event) => set('description', event.target.value)}
          />
        </div>
        <Checkbox
          id={`${formId}-active`}
          label="Active"
          description="Shown on the public Serve page."
          checked={values.isActive}
          onChange={(event) => set('isActive', event.target.checked)}
        />
      </form>
    </Modal>
  );
}
