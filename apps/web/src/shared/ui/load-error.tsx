import { errorMessage, isConnectionError } from '../api/api-error';
import { Button } from './button';
import { Icon } from './icon';
import { useTranslation } from 'react-i18next';

export interface LoadErrorProps {
  title: string;
  /** What failed: the card says why in people's words (errorMessage), never the browser's. */
  error: unknown;
  /** The sentence around the reason, where a page has its own ("Error loading …: {reason}"). */
  phrase?: (reason: string) => string;
  onRetry: () => void;
}

/**
 * The one card a list or a screen shows when its content could not be loaded
 * (docs/product.md#errors): what could not be loaded, why, and Try again.
 */
export function LoadError({ title, error, phrase, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  const reason = errorMessage(error, t('pleaseTryAgainDot', 'Please try again.'));
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-3xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-red-100 text-red-700">
        <Icon name={isConnectionError(error) ? 'wifiOff' : 'alert'} className="size-6" />
      </span>
      <h3 className="mt-4 text-xl font-semibold">{title}</h3>
      <p className="mt-2 max-w-md text-ink-600">{phrase ? phrase(reason) : reason}</p>
      <Button variant="outline" className="mt-5" onClick={onRetry}>
        <Icon name="refresh" />
        {t('tryAgain', 'Try again')}
      </Button>
    </div>
  );
}
