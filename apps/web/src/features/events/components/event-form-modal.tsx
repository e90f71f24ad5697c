import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { eventInputSchema, RECURRING_TUESDAY, type Event, type EventInput } from '@torch/contract';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { fieldErrors } from '../../../shared/lib/form-errors';
import { useFieldErrors } from '../../../shared/lib/use-field-errors';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Textarea } from '../../../shared/ui/textarea';
import { ImageUploadField } from '../../uploads';
import { useCreateEventMutation, useUpdateEventMutation } from '../api';

type EventField = keyof EventInput;

interface EventValues {
  title: string;
  location: string;
  /** The date picked, kept while 'Every Tuesday' is ticked so unticking brings it back. */
  date: string;
  recurring: boolean;
  time: string;
  description: string;
  registrationRequired: boolean;
  poster: string | null;
}

function initialValues(event: Event | null): EventValues {
  const recurring = event?.event_date === RECURRING_TUESDAY;
  return {
    title: event?.title ?? '',
    location: event?.location ?? '',
    date: event && !recurring ? event.event_date : '',
    recurring,
    time: event?.event_time ?? '',
    description: event?.description ?? '',
    registrationRequired: event?.registration_required ?? false,
    poster: event?.image_base64 ?? null,
  };
}

/** The contract field each form value feeds, whose message a change clears. */
const eventFieldOf: Record<keyof EventValues, EventField> = {
  title: 'title',
  location: 'location',
  date: 'event_date',
  recurring: 'event_date',
  time: 'event_time',
  description: 'description',
  registrationRequired: 'registration_required',
  poster: 'image_base64',
};

function toInput(values: EventValues): EventInput {
  return {
    title: values.title,
    location: values.location,
    event_date: values.recurring ? RECURRING_TUESDAY : values.date,
    event_time: values.time,
    description: values.description,
    registration_required: values.registrationRequired,
    image_base64: values.poster,
  };
}

export interface EventFormModalProps {
  /** The event to edit, or null to add a new one. */
  event: Event | null;
  onClose: () => void;
}

/** Add or edit an event: title, location, date and time required; description and poster not. */
export function EventFormModal({ event, onClose }: EventFormModalProps) {
  const formId = useId();
  const [values, setValues] = useState(() => initialValues(event));
  const { errors, setErrors, clearError } = useFieldErrors<EventField>();
  const [uploading, setUploading] = useState(false);
  const create = useCreateEventMutation();
  const update = useUpdateEventMutation();
  const saving = create.isPending || update.isPending;

  const set = <K extends keyof EventValues>(field: K, value: EventValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(eventFieldOf[field]);
  };

  const handleSubmit = (submitEvent: FormEvent<HTMLFormElement>) => {
    submitEvent.preventDefault();
    // A poster still on its way would be lost; the save button waits for it instead.
    if (uploading) return;
    const parsed = eventInputSchema.safeParse(toInput(values));
    if (!parsed.success) {
      setErrors(fieldErrors<EventField>(parsed.error));
      return;
    }
    setErrors({});
    const callbacks = {
      onSuccess: () => {
        toast.success('Event saved successfully!');
        onClose();
      },
      onError: (error: Error) => {
        if (error instanceof ApiError && error.field) setErrors({ [error.field]: error.message });
        toast.error(`Error saving event: ${errorMessage(error, 'Something went wrong')}`);
      },
    };
    if (event) update.mutate({ id: event._id, body: parsed.data }, callbacks);
    else create.mutate(parsed.data, callbacks);
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={event ? 'Edit Event' : 'Add New Event'}
      description="Title, location, date and time are needed; a description and poster help people come."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={uploading}>
            {event ? 'Save Changes' : 'Add Event'}
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
            onChange={(change) => set('title', change.target.value)}
            error={errors.title}
            data-autofocus
          />
        </div>
        <div className="sm:col-span-2">
          <Input
            id={`${formId}-location`}
            label="Location"
            required
            placeholder="Main Sanctuary"
            value={values.location}
            onChange={(change) => set('location', change.target.value)}
            error={errors.location}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Input
            id={`${formId}-date`}
            label="Date"
            type="date"
            required={!values.recurring}
            disabled={values.recurring}
            value={values.date}
            onChange={(change) => set('date', change.target.value)}
            error={errors.event_date}
          />
          <Checkbox
            id={`${formId}-recurring`}
            label="Every Tuesday (recurring)"
            checked={values.recurring}
            onChange={(change) => set('recurring', change.target.checked)}
          />
        </div>
        <Input
          id={`${formId}-time`}
          label="Time"
          required
          placeholder="19:00"
          hint="24-hour (19:00) or a range (5:00 PM - 8:00 PM)"
          value={values.time}
          onChange={(change) => set('time', change.target.value)}
          error={errors.event_time}
        />
        <div className="sm:col-span-2">
          <Textarea
            id={`${formId}-description`}
            label="Description"
            rows={4}
            value={values.description}
            onChange={(change) => set('description', change.target.value)}
            error={errors.description}
          />
        </div>
        <div className="sm:col-span-2">
          <Checkbox
            id={`${formId}-registration`}
            label="Registration required"
            description="Shows a Register button on the home page."
            checked={values.registrationRequired}
            onChange={(change) => set('registrationRequired', change.target.checked)}
          />
        </div>
        <div className="sm:col-span-2">
          <ImageUploadField
            id={`${formId}-poster`}
            label="Poster (optional)"
            folder="event-posters"
            value={values.poster}
            onChange={(url) => set('poster', url)}
            error={errors.image_base64}
            hint="PNG, JPEG, WebP or GIF, up to 2 MB."
            removable
            onUploadingChange={setUploading}
          />
        </div>
      </form>
    </Modal>
  );
}
