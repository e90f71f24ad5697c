import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** Covers the page while something the whole screen depends on (sign-in state) loads. */
export function FullScreenSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-cream-50">
      <Spinner size="lg" label={label ?? t('loadingEllipsis', 'Loading…')} />
    </div>
  );
}
