import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { leaderInputSchema, type Leader, type LeaderInput } from '@torch/contract';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { fieldErrors } from '../../../shared/lib/form-errors';
import { useFieldErrors } from '../../../shared/lib/use-field-errors';
import { Button } from '../../../shared/ui/button';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Textarea } from '../../../shared/ui/textarea';
import { ImageUploadField, PHOTO_TYPES } from '../../uploads';
import { useCreateLeaderMutation } from '../api';
import { useUpdateLeaderMutation } from '../api';

type LeaderField = keyof LeaderInput;
type LeaderValues = Record<Exclude<LeaderField, 'photoUrl'>, string> & { photoUrl: string | null };

function initialValues(leader: Leader | null): LeaderValues {
  return {
    name: leader?.name ?? '',
    title: leader?.title ?? '',
    youtubeUrl: leader?.youtubeUrl ?? '',
    bio: leader?.bio ?? '',
    photoUrl: leader?.photoUrl ?? null,
  };
}

export interface LeaderFormModalProps {
  /** The leader to edit, or null to add a new profile. */
  leader: Leader | null;
  onClose: () => void;
}

/**
 * Add or edit a leader profile (every field and a png or jpeg photo required;
 * docs/product.md#validation).
 */
export function LeaderFormModal({ leader, onClose }: LeaderFormModalProps) {
  const formId = useId();
  const [values, setValues] = useState(() => initialValues(leader));
  const { errors, setErrors, clearError } = useFieldErrors<LeaderField>();
  const [uploading, setUploading] = useState(false);
  const create = useCreateLeaderMutation();
  const update = useUpdateLeaderMutation();
  const saving = create.isPending || update.isPending;

  const set = <K extends keyof LeaderValues>(field: K, value: LeaderValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading) return;
    const parsed = leaderInputSchema.safeParse({ ...values, photoUrl: values.photoUrl ?? '' });
    if (!parsed.success) {
      setErrors(fieldErrors<LeaderField>(parsed.error));
      return;
    }
    setErrors({});
    const callbacks = {
      onSuccess: () => {
        toast.success('Leader profile saved successfully!');
        onClose();
      },
      onError: (error: Error) => {
        if (error instanceof ApiError && error.field) setErrors({ [error.field]: error.message });
        toast.error(`Save failed: ${errorMessage(error, 'Something went wrong')}`);
      },
    };
    if (leader) update.mutate({ id: leader._id, body: parsed.data }, callbacks);
    else create.mutate(parsed.data, callbacks);
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={leader ? 'Edit Leader' : 'Add New Leader'}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={uploading}>
            {leader ? 'Save Changes' : 'Add Leader'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit} className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <ImageUploadField
            id={`${formId}-photo`}
            label="Photo"
            folder="leaders"
            accept={PHOTO_TYPES}
            shape="round"
            value={values.photoUrl}
            onChange={(url) => set('photoUrl', url)}
            error={errors.photoUrl}
            hint="PNG or JPEG, up to 2 MB. A square photo looks best."
            onUploadingChange={setUploading}
          />
        </div>
        <Input
          id={`${formId}-name`}
          label="Name"
          required
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          error={errors.name}
          data-autofocus
        />
        <Input
          id={`${formId}-title`}
          label="Title"
          required
          placeholder="Senior Pastor"
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          error={errors.title}
        />
        <div className="sm:col-span-2">
          <Input
            id={`${formId}-youtube`}
            label="YouTube introduction URL"
            type="url"
            inputMode="url"
            required
            placeholder="https://youtu.be/…"
            value={values.youtubeUrl}
            onChange={(event) => set('youtubeUrl', event.target.value)}
            error={errors.youtubeUrl}
          />
        </div>
        <div className="sm:col-span-2">
          <Textarea
            id={`${formId}-bio`}
            label="Bio"
            required
            rows={5}
            value={values.bio}
            onChange={(event) => set('bio', event.target.value)}
            error={errors.bio}
          />
        </div>
      </form>
    </Modal>
  );
}
