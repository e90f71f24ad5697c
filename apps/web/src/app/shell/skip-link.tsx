import { useTranslation } from 'react-i18next';
/** Lets keyboard users jump past the navigation (hash routing rules out a plain #anchor). */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => document.getElementById('main-content')?.focus()}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-ink-900 focus:px-5 focus:py-3 focus:font-semibold focus:text-white"
    >
      {t('skipToContent', 'Skip to content')}
    </button>
  );
}
