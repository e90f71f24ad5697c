/**
 * The web app's message catalogue (docs/decisions/041-message-catalogue.md): English is written
 * at each call site as the default value of `t(key, 'English text')`; `npm run i18n:extract`
 * gathers those into src/locales/en.json, the file a translator copies to add a language.
 * A plain object: i18next-cli is installed apart, in tools/node24, where this file cannot import
 * it from (docs/decisions/027-node-24.md).
 */
export default {
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
};
