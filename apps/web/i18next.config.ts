/**
 * The web app's message catalogue (docs/decisions/041-message-catalogue.md): English is written
 * at each call site as the default value of `t(key, 'English text')`; `npm run i18n:extract`
 * gathers those into src/locales/en.json, the file a translator copies to add a language.
 */
import { defineConfig } from 'i18next-cli';

export default defineConfig({
  locales: ['en'],
  extract: {
    input: ['src/**/*.{ts,tsx}'],
    ignore: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/sw/**', 'src/prerender/**'],
    output: 'src/locales/{{language}}.json',
    keySeparator: false,
    nsSeparator: false,
    sort: true,
    // Read like Trans: their i18nKey and defaults are a sentence of the catalogue.
    transComponents: ['Trans', 'ScreenSwitchLink'],
  },
});
