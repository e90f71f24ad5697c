import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { teachingInputSchema, type Teaching, type TeachingInput } from '@torch/contract';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { fieldErrors } from '../../../shared/lib/form-errors';
import { useFieldErrors } from '../../../shared/lib/use-field-errors';
import { Button } from '../../../shared/ui/button';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Textarea } from '../../../shared/ui/textarea';
import { useCreateTeachingMutation, useUpdateTeachingMutation } from '../api';

type TeachingField = keyof TeachingInput;
type TeachingValues = Record<TeachingField, string>;

function initialValues(teaching: Teaching | null): TeachingValues {
  return {
    title: teaching?.title ?? '',
    speaker: teaching?.speaker ?? '',
    preached_at: teaching?.preached_at.slice(0, 10) ?? '',
    category: teaching?.category ?? '',
    youtube_url: teaching?.youtube_url ?? '',
    description: teaching?.description ?? '',
  };
}

export interface TeachingFormModalProps {
  /** The teaching to edit, or null to add a new one. */
  teaching: Teaching | null;
  onClose: () => void;
}

/**
 * Add or edit a teaching (every field required, the link a YouTube URL;
 * docs/product.md#validation).
 */
export function TeachingFormModal({ teaching, onClose }: TeachingFormModalProps) {
  const formId = useId();
  const [values, setValues] = useState(() => initialValues(teaching));
  const { errors, setErrors, clearError } = useFieldErrors<TeachingField>();
  const create = useCreateTeachingMutation();
  const update = useUpdateTeachingMutation();
  const saving = create.isPending || update.isPending;

  const set = (field: TeachingField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = teachingInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<TeachingField>(parsed.error));
      return;
    }
    setErrors({});
    const callbacks = {
      onSuccess: () => {
        toast.success('Teaching saved successfully!');
        onClose();
      },
      onError: (error: Error) => {
        // A field the server refused is marked where the admin can fix it.
        if (error instanceof ApiError && error.field && error.field in values) {
          setErrors({ [error.field]: error.message });
        }
        toast.error(`Error saving teaching: ${errorMessage(error, 'Something went wrong')}`);
      },
    };
    if (teaching) update.mutate({ id: teaching._id, body: parsed.data }, callbacks);
    else create.mutate(parsed.data, callbacks);
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={teaching ? 'Edit Teaching' : 'Add New Teaching'}
      description="Every field is needed so the teaching shows fully on the Teachings page."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {teaching ? 'Save Changes' : 'Add Teaching'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit} className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Input
            id={`${formId}-title`}
            label="Title"
            required
            value={values.title}
            onChange={(event) => set('title')(event.target.value)}
            error={errors.title}
            data-autofocus
          />
        </div>
        <Input
          id={`${formId}-speaker`}
          label="Speaker"
          required
          value={values.speaker}
          onChange={(event) => set('speaker')(event.target.value)}
          error={errors.speaker}
        />
        <Input
          id={`${formId}-date`}
          label="Date"
          type="date"
          required
          value={values.preached_at}
          onChange={(event) => set('preached_at')(event.target.value)}
          error={errors.preached_at}
        />
        <Input
          id={`${formId}-category`}
          label="Category"
          required
          placeholder="Sunday Service, Bible Study…"
          value={values.category}
          onChange={(event) => set('category')(event.target.value)}
          error={errors.category}
        />
        <Input
          id={`${formId}-youtube`}
          label="YouTube URL"
          type="url"
          inputMode="url"
          required
          placeholder="https://www.youtube.com/watch?v=…"
          value={values.youtube_url}
          onChange={(event) => set('youtube_url')(event.target.value)}
          error={errors.youtube_url}
        />
        <div className="sm:col-span-2">
          <Textarea
            id={`${formId}-description`}
            label="Description"
            required
            rows={5}
            value={values.description}
            onChange={(event) => set('description')(event.target.value)}
            error={errors.description}
          />
        </div>
      </form>
    </Modal>
  );
}
