import { weekdays, type Gathering } from '@torch/contract';
import { Input } from '../../../shared/ui/input';
import { Select } from '../../../shared/ui/select';
import type { ChurchForm } from '../hooks/use-church-form';
import { weekdayName } from '../lib/gatherings';
import { ListEditor } from './list-editor';
import { useTranslation } from 'react-i18next';

const blankGathering: Gathering = { name: '', day: 'Sunday', start: '09:00', end: '11:00' };
type Part = 'name' | 'day' | 'start' | 'end';

/** When the church meets: each weekly gathering, and the time zone its times are in. */
export function GatheringFields({ form, full = true }: { form: ChurchForm; full?: boolean }) {
  const { t } = useTranslation();
  const gatherings = form.values.gatherings ?? [];
  const dayOptions = weekdays.map((day) => ({ value: day, label: weekdayName(day) }));
  // A list item's control, kept in the form's values (list items come and go).
  const part = (index: number, name: Part) => ({
    id: `${form.id}-gatherings.${index}.${name}`,
    error: form.errorOf(`gatherings.${index}.${name}`),
    value: gatherings[index]?.[name] ?? '',
    onChange: (event: { target: { value: string } }) =>
      form.setValue(`gatherings.${index}.${name}`, event.target.value),
  });
  return (
    <>
      <ListEditor
        addLabel={t('addGathering', 'Add gathering')}
        removeLabel={(index) => t('removeGatheringN', 'Remove gathering {{n}}', { n: index + 1 })}
        items={gatherings}
        onChange={(items) => form.setValue('gatherings', items)}
        blank={blankGathering}
        max={10}
        error={form.errorOf('gatherings')}
        renderItem={(_, index) => (
          <div className="grid gap-3 sm:grid-cols-[2fr_1.4fr_1fr_1fr]">
            <Input label={t('name', 'Name')} {...part(index, 'name')} />
            <Select label={t('day', 'Day')} options={dayOptions} {...part(index, 'day')} />
            <Input label={t('starts', 'Starts')} type="time" {...part(index, 'start')} />
            <Input label={t('ends', 'Ends')} type="time" {...part(index, 'end')} />
          </div>
        )}
      />
      {full && (
        <Input
          label={t('timeZone', 'Time zone')}
          hint={t(
            'timeZoneHint',
            "The church's clock, such as Africa/Kampala: gathering and event times, registration closing, reminders, receipts and the calendar feeds all follow it",
          )}
          {...form.field('timeZone')}
        />
      )}
    </>
  );
}
