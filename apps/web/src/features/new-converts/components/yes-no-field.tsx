import { useTranslation } from 'react-i18next';

/** A yes/no question as two radio buttons in a fieldset; neither is required. */
export function YesNoField({
  name,
  legend,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  value: 'yes' | 'no' | undefined;
  onChange: (value: 'yes' | 'no') => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-ink-800">{legend}</legend>
      <div className="mt-1.5 flex gap-6">
        {(['yes', 'no'] as const).map((choice) => (
          <label key={choice} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="size-5 accent-ember-600"
            />
            {choice === 'yes' ? t('yes', 'Yes') : t('no', 'No')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
