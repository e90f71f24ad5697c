import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../shared/ui/checkbox';
import type { ChurchForm } from '../hooks/use-church-form';
import { CareFields } from './care-fields';

/**
 * The first-run wizard's helplines step: the numbers the assistant's care replies give someone
 * in danger or in pain (docs/assistant.md#the-helplines), shipped for Uganda with where each is
 * published, for the church to check, edit, and confirm. The confirmation is kept as the time
 * it was given (`careHelplinesConfirmed`).
 */
export function CareHelplinesStep({ form }: { form: ChurchForm }) {
  const { t } = useTranslation();
  const confirmed = Boolean(form.values.careHelplinesConfirmed);
  const error = form.errorOf('careHelplinesConfirmed');
  return (
    <>
      <CareFields form={form} />
      <Checkbox
        id={`${form.id}-careHelplinesConfirmed`}
        label={t('confirmHelplines', 'These numbers are right for our church')}
        description={t(
          'confirmHelplinesText',
          'Call each one, or check it at its source, before you confirm: a person in danger will be told to call them.',
        )}
        checked={confirmed}
        aria-invalid={error ? true : undefined}
        onChange={(event) =>
          form.setValue(
            'careHelplinesConfirmed',
            event.target.checked ? new Date().toISOString() : undefined,
          )
        }
      />
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
