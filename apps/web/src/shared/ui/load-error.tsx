import { Button } from './button';
import { Icon } from './icon';
import { useTranslation } from 'react-i18next';

export interface LoadErrorProps {
  title: string;
  message: string;
  onRetry?: () => void;
}

/** What a section shows when its content could not be loaded, with a way to try again. */
export function LoadError({ title, message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-3xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-red-100 text-red-700">
        <Icon name="alert" className="size-6" />
      </span>
      <h3 className="mt-4 text-xl font-semibold">{title}</h3>
      <p className="mt-2 max-w-md text-ink-600">{message}</p>
      {onRetry && (
        <Button variant="outline" className="mt-5" onClick={onRetry}>
          <Icon name="refresh" />
          {t('tryAgain', 'Try again')}
        </Button>
      )}
    </div>
  );
}
