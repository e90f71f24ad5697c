import { contrastWithWhite } from '@torch/contract';
import { Field } from '../../../shared/ui/field';
import { controlClasses, describedBy } from '../../../shared/ui/control-styles';
import { useTranslation } from 'react-i18next';

const COLOUR = /^#[0-9a-fA-F]{6}$/;
/** WCAG AA for normal text, the rule the contract checks (docs/decisions/031-church-settings.md). */
const AA = 4.5;

/**
 * The brand colour: a picker and its #rrggbb, with a sample button and, as it changes, how
 * readable white text on it is, so a colour the server would refuse is seen before Save.
 */
export function BrandColourField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (colour: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const valid = COLOUR.test(value);
  const ratio = valid ? contrastWithWhite(value) : null;
  const readable = ratio !== null && ratio >= AA;
  const hint =
    ratio === null
      ? t('brandColourFormatHint', 'Write the colour as # and six hex digits, such as #c2410c.')
      : readable
        ? t(
            'brandColourContrastReadable',
            'White text on it: contrast {{ratio}}:1, easy to read (4.5:1 or more).',
            { ratio: ratio.toFixed(1) },
          )
        : t(
            'brandColourContrastTooFaint',
            'White text on it: contrast {{ratio}}:1, too faint (it needs 4.5:1): choose a darker colour.',
            { ratio: ratio.toFixed(1) },
          );
  return (
    <Field id={id} label={t('brandColour', 'Brand colour')} error={error} hint={hint}>
      <div className="flex flex-wrap items-center gap-3">
        <input
          type="color"
          aria-label={t('pickTheBrandColour', 'Pick the brand colour')}
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          className="size-12 shrink-0 cursor-pointer rounded-xl border border-ink-200 bg-white p-1"
        />
        <div className="w-36 shrink-0">
          <input
            id={id}
            value={value}
            onChange={(event) => onChange(event.target.value.trim())}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error, hint)}
            spellCheck={false}
            className={controlClasses(Boolean(error), 'min-h-12 font-mono')}
          />
        </div>
        <span
          aria-hidden="true"
          className="inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold text-white"
          style={{ backgroundColor: valid ? value : '#6b7280' }}
        >
          {t('sampleButton', 'Sample button')}
        </span>
        {ratio !== null && (
          <span
            className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ${
              readable ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'
            }`}
          >
            {readable
              ? t('readableContrast', 'Readable · {{ratio}}:1', { ratio: ratio.toFixed(1) })
              : t('tooFaintContrast', 'Too faint · {{ratio}}:1', { ratio: ratio.toFixed(1) })}
          </span>
        )}
      </div>
    </Field>
  );
}
