/**
 * The message catalogue (docs/decisions/041-message-catalogue.md). Every text the app writes goes
 * through `t(key, 'English text')`: English is the default value at the call site, so it needs
 * no file to load and renders at once, before any data, in the build's pre-rendered screens too.
 * Another language is a file in src/locales (a translated copy of en.json, which
 * `npm run i18n:extract` writes), loaded when the church's locale asks for it.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatLocale, setFormatLocale } from '../lib/format-locale';

void i18next.use(initReactI18next).init({
  lng: formatLocale(),
  fallbackLng: 'en',
  // English comes from the call sites; nothing to wait for.
  initAsync: false,
  resources: {},
  // Keys are single words (camelCase), and English texts hold dots and colons.
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** The translations there are, each a chunk of its own fetched only by a church that uses it. */
const catalogues = import.meta.glob<{ default: Record<string, string> }>([
  '../../locales/*.json',
  '!../../locales/en.json',
]);

/** 'sw-TZ' → 'sw'. */
export const languageOf = (locale: string) => locale.split('-')[0]!.toLowerCase();

/** Whether the app has a translation for the locale's language (English always). */
export const hasCatalogue = (locale: string) =>
  languageOf(locale) === 'en' || `../../locales/${languageOf(locale)}.json` in catalogues;

/**
 * Writes the app in the church's locale from now on: its language's catalogue where there is
 * one (English otherwise), and its formats for dates, times, numbers and money. Components
 * that read texts re-render (react-i18next listens for the change).
 */
export async function applyLocale(locale: string): Promise<void> {
  const language = languageOf(locale);
  const load = catalogues[`../../locales/${language}.json`];
  if (load && !i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', (await load()).default);
  }
  // Without a catalogue the texts are English, and so must be their plural rules: French would
  // call 0 singular ("0 event"), Japanese has no singular, Russian forms English lacks; and so
  // the day names inside them ('Every Sunday').
  const textLanguage = load ? locale : 'en';
  setFormatLocale(locale, load || language === 'en' ? locale : 'en');
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (i18next.language !== textLanguage) await i18next.changeLanguage(textLanguage);
}

export { i18next };
