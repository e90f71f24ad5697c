import { useQuery } from '@tanstack/react-query';
import {
  eventInputSchema,
  recurringDate,
  recurringDay,
  weekdays,
  type Event,
  type EventInput,
  type Weekday,
} from '@torch/contract';
import { saveEntity } from '../../../shared/lib/save-entity';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { Checkbox } from '../../../shared/ui/checkbox';
import { FormModal } from '../../../shared/ui/form-modal';
import { Input } from '../../../shared/ui/input';
import { LoadError } from '../../../shared/ui/load-error';
import { Modal } from '../../../shared/ui/modal';
import { Select } from '../../../shared/ui/select';
import { Textarea } from '../../../shared/ui/textarea';
import { weekdayName } from '../../church';
import { ImageUploadField } from '../../uploads';
import { useCreateEventMutation, useUpdateEventMutation } from '../api';
import { churchTimeZoneQueryOptions } from '../api/calendar-queries';
import { fromZonedInput, toZonedInput, zoneCity } from '../lib/church-time';
import { useTranslation } from 'react-i18next';

type EventValues = Omit<EventInput, 'event_date' | 'capacity' | 'registration_closes_at'> & {
  /** Places as typed; empty is no limit. */
  capacity: string;
  /** A date and time on the church's clock; empty is "until the event starts". */
  closes: string;
  /** The date picked, kept while 'Every week' is ticked so unticking brings it back. */
  date: string;
  recurring: boolean;
  /** The day a weekly event repeats on; Tuesday, the value clients have long known, at first. */
  weekday: Weekday;
};

function initialValues(event: Event | null, timeZone: string): EventValues {
  const weekly = event ? recurringDay(event.event_date) : null;
  const recurring = weekly !== null;
  return {
    title: event?.title ?? '',
    location: event?.location ?? '',
    date: event && !recurring ? event.event_date : '',
    recurring,
    weekday: weekly ?? 'Tuesday',
    event_time: event?.event_time ?? '',
    description: event?.description ?? '',
    registration_required: event?.registration_required ?? false,
    image_base64: event?.image_base64 ?? null,
    capacity: event?.capacity ? String(event.capacity) : '',
    closes: event?.registration_closes_at
      ? toZonedInput(event.registration_closes_at, timeZone)
      : '',
  };
}

const toInput =
  (timeZone: string) =>
  ({ date, recurring, weekday, capacity, closes, ...values }: EventValues): EventInput => {
    // Sent only when set: an event without them is saved exactly as before (docs/events.md).
    const takesRegistration = values.registration_required;
    return {
      ...values,
      event_date: recurring ? recurringDate(weekday) : date,
      ...(takesRegistration && capacity.trim() ? { capacity: Number(capacity) } : {}),
      ...(takesRegistration && closes
        ? { registration_closes_at: fromZonedInput(closes, timeZone) }
        : {}),
    };
  };

export interface EventFormModalProps {
  /** The event to edit, or null to add a new one. */
  event: Event | null;
  onClose: () => void;
}

/**
 * Add or edit an event: title, location, date and time required; description and poster not.
 * Opens once the church's time zone is known, since the closing time is typed on its clock.
 */
export function EventFormModal(props: EventFormModalProps) {
  const { t } = useTranslation();
  const timeZone = useQuery(churchTimeZoneQueryOptions());
  if (timeZone.data) return <EventForm {...props} timeZone={timeZone.data} />;
  if (!timeZone.isError) return null;
  return (
    <Modal
      open
      onClose={props.onClose}
      title={props.event ? t('editEvent', 'Edit Event') : t('addNewEvent', 'Add New Event')}
    >
      <LoadError
        title={t('theFormCouldNotBeOpened', 'The form could not be opened')}
        error={timeZone.error}
        onRetry={() => void timeZone.refetch()}
      />
    </Modal>
  );
}

function EventForm({ event, onClose, timeZone }: EventFormModalProps & { timeZone: string }) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: eventInputSchema,
    defaultValues: initialValues(event, timeZone),
    toInput: toInput(timeZone),
    fieldOf: {
      date: 'event_date',
      recurring: 'event_date',
      weekday: 'event_date',
      closes: 'registration_closes_at',
    },
    submit: saveEntity(event, {
      create: useCreateEventMutation(),
      update: useUpdateEventMutation(),
    }),
    onSuccess: onClose,
    toasts: {
      success: t('eventSavedSuccessfully', 'Event saved successfully!'),
      failure: t('errorSavingEvent', 'Error saving event'),
      fallback: t('somethingWentWrong', 'Something went wrong'),
    },
  });
  const { recurring, registration_required: takesRegistration } = form.values;

  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={event ? t('editEvent', 'Edit Event') : t('addNewEvent', 'Add New Event')}
      description={t(
        'eventFormDescription',
        'Title, location, date and time are needed; a description and poster help people come.',
      )}
      submitLabel={event ? t('saveChanges', 'Save Changes') : t('addEvent', 'Add Event')}
      className="grid gap-5 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <Input label={t('title', 'Title')} required {...form.field('title')} data-autofocus />
      </div>
      <div className="sm:col-span-2">
        <Input
          label={t('location', 'Location')}
          required
          placeholder={t('mainSanctuary', 'Main Sanctuary')}
          {...form.field('location')}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Input
          label={t('date', 'Date')}
          type="date"
          required={!recurring}
          disabled={recurring}
          {...form.field('date')}
        />
        <Checkbox
          label={t('everyWeekRecurring', 'Every week (recurring)')}
          {...form.checkbox('recurring')}
        />
        {recurring && (
          <Select
            label={t('repeatsEvery', 'Repeats every')}
            options={weekdays.map((day) => ({ value: day, label: weekdayName(day) }))}
            {...form.field('weekday')}
          />
        )}
      </div>
      <Input
        label={t('time', 'Time')}
        required
        placeholder="19:00"
        hint={t('eventTimeHint', '24-hour (19:00) or a range (5:00 PM - 8:00 PM)')}
        {...form.field('event_time')}
      />
      <div className="sm:col-span-2">
        <Textarea label={t('description', 'Description')} rows={4} {...form.field('description')} />
      </div>
      <div className="sm:col-span-2">
        <Checkbox
          label={t('registrationRequiredCheckbox', 'Registration required')}
          description={t(
            'registrationRequiredDescription',
            'Shows a Register button on the event; people get a ticket to check in with.',
          )}
          {...form.checkbox('registration_required')}
        />
      </div>
      {takesRegistration && (
        <>
          <Input
            label={t('capacityOptional', 'Capacity (optional)')}
            type="number"
            min={1}
            inputMode="numeric"
            hint={t('capacityHint', 'Places, guests included; when full, people join a waitlist.')}
            {...form.field('capacity')}
          />
          <Input
            label={t('registrationClosesOptional', 'Registration closes (optional)')}
            type="datetime-local"
            hint={t(
              'registrationClosesHint',
              '{{city}} time ({{timeZone}}); otherwise when the event starts.',
              { city: zoneCity(timeZone), timeZone },
            )}
            {...form.field('closes')}
          />
        </>
      )}
      <div className="sm:col-span-2">
        <ImageUploadField
          label={t('posterOptional', 'Poster (optional)')}
          folder="event-posters"
          hint={t('posterHint', 'PNG, JPEG, WebP or GIF, up to 2 MB.')}
          removable
          {...form.image('image_base64')}
        />
      </div>
    </FormModal>
  );
}
