import { Input } from '../../../shared/ui/input';
import type { ChurchForm } from '../hooks/use-church-form';
import { ListEditor } from './list-editor';
import { useTranslation } from 'react-i18next';

/** Whom the assistant's care reply tells someone in danger to call (docs/configuration.md#church-settings). */
export function CareFields({ form }: { form: ChurchForm }) {
  const { t } = useTranslation();
  const numbers = form.values.emergencyNumbers ?? [];
  const helplines = form.values.helplines ?? [];
  return (
    <>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-ink-800">
          {t('emergencyNumbers', 'Emergency numbers')}
        </legend>
        <ListEditor
          addLabel={t('addEmergencyNumber', 'Add emergency number')}
          removeLabel={(index) =>
            t('removeEmergencyNumberN', 'Remove emergency number {{n}}', { n: index + 1 })
          }
          items={numbers}
          onChange={(items) => form.setValue('emergencyNumbers', items)}
          compact
          blank=""
          error={form.errorOf('emergencyNumbers')}
          renderItem={(number, index) => (
            <Input
              label={t('emergencyNumberN', 'Emergency number {{n}}', { n: index + 1 })}
              type="tel"
              id={`${form.id}-emergencyNumbers.${index}`}
              error={form.errorOf(`emergencyNumbers.${index}`)}
              value={number}
              onChange={(event) => form.setValue(`emergencyNumbers.${index}`, event.target.value)}
            />
          )}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-ink-800">
          {t('helplines', 'Helplines')}
        </legend>
        <ListEditor
          addLabel={t('addHelpline', 'Add helpline')}
          removeLabel={(index) => t('removeHelplineN', 'Remove helpline {{n}}', { n: index + 1 })}
          items={helplines}
          onChange={(items) => form.setValue('helplines', items)}
          blank={{ name: '', number: '', purpose: '', source: '' }}
          renderItem={(helpline, index) => (
            <div className="grid gap-3 sm:grid-cols-2">
              <Input
                label={t('name', 'Name')}
                id={`${form.id}-helplines.${index}.name`}
                error={form.errorOf(`helplines.${index}.name`)}
                value={helpline.name}
                onChange={(event) => form.setValue(`helplines.${index}.name`, event.target.value)}
              />
              <Input
                label={t('number', 'Number')}
                type="tel"
                id={`${form.id}-helplines.${index}.number`}
                error={form.errorOf(`helplines.${index}.number`)}
                value={helpline.number}
                onChange={(event) => form.setValue(`helplines.${index}.number`, event.target.value)}
              />
              <Input
                label={t('helplinePurpose', 'What it is for')}
                id={`${form.id}-helplines.${index}.purpose`}
                error={form.errorOf(`helplines.${index}.purpose`)}
                value={helpline.purpose ?? ''}
                onChange={(event) =>
                  form.setValue(`helplines.${index}.purpose`, event.target.value)
                }
              />
              <Input
                label={t('helplineSource', 'Where the number is published')}
                type="url"
                id={`${form.id}-helplines.${index}.source`}
                error={form.errorOf(`helplines.${index}.source`)}
                value={helpline.source ?? ''}
                onChange={(event) => form.setValue(`helplines.${index}.source`, event.target.value)}
              />
              {helpline.source && (
                <a
                  href={helpline.source}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-sm font-semibold text-ember-700 underline sm:col-span-2"
                >
                  {t('checkHelplineSource', 'Check {{name}} at its source', {
                    name: helpline.name || t('thisHelpline', 'this helpline'),
                  })}
                </a>
              )}
            </div>
          )}
        />
      </fieldset>
    </>
  );
}
