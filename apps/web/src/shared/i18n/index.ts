/**
 * The message catalogue (docs/decisions/041-message-catalogue.md). Every text the app writes goes
 * through `t(key, 'English text')`: English is the default value at the call site, so it needs
 * no file to load and renders at once, before any data, in the build's pre-rendered screens too.
 * Another language is a file in src/locales (a translated copy of en.json, which
 * `npm run i18n:extract` writes), loaded when the church's locale asks for it.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

void i18next.use(initReactI18next).init({
  lng: 'en',
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

export { i18next };
