import { useTranslation } from 'react-i18next';
import { hasCatalogue, languageOf } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { controlClasses, describedBy } from '../../../shared/ui/control-styles';

/** A locale Intl knows, else null: what the preview can show while the tag is being typed. */
function knownLocale(value: string): string | null {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([value]).length === 1 ? value : null;
  } catch {
    return null;
  }
}

/** 'November 29, 2026 · 5:00 PM · UGX 25,000', as `locale` writes them. */
function sample(locale: string, currency: string): string {
  const now = new Date();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(now);
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(now);
  let money: string;
  try {
    money = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }).format(25_000);
  } catch {
    // A currency code still being typed.
    money = new Intl.NumberFormat(locale).format(25_000);
  }
  // No-break spaces kept: the amount never splits across lines.
  return `${date} · ${time} · ${money}`;
}

/**
 * The church's locale (docs/configuration.md#language-and-formats), with what it does shown as
 * it is typed: how dates, times and money will read, and whether the app has a translation for
 * its language or keeps English texts.
 */
export function LocaleField({
  id,
  value,
  onChange,
  error,
  currency,
}: {
  id: string;
  value: string;
  onChange: (locale: string) => void;
  error?: string | undefined;
  currency: string;
}) {
  const { t } = useTranslation();
  const locale = knownLocale(value);
  const hint = locale
    ? hasCatalogue(locale)
      ? t('localeFieldPreview', 'Reads: {{sample}}.', { sample: sample(locale, currency) })
      : t(
          'localeFieldPreviewEnglishTexts',
          'Reads: {{sample}}. Texts stay in English: there is no “{{language}}” translation yet.',
          { sample: sample(locale, currency), language: languageOf(locale) },
        )
    : t('localeFieldHowTo', 'A language and region, such as en-US, en-UG or sw-TZ.');
  return (
    <Field id={id} label={t('localeFieldLabel', 'Locale')} error={error} hint={hint}>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        spellCheck={false}
        autoComplete="off"
        className={controlClasses(Boolean(error), 'min-h-12 max-w-48 font-mono')}
      />
    </Field>
  );
}
