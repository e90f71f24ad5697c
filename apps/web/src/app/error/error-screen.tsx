import { useContext, useEffect, useState } from 'react';
import { connectionFailureMessage } from '../../shared/api/api-error';
import { clientConfig } from '../../shared/config/client-config';
import { Button } from '../../shared/ui/button';
import { defaultTitleBrand } from '../../shared/lib/document-title';
import { TitleBrandContext } from '../../shared/ui/document-title';
import { servedChurchSettings } from '../../features/church';
import { Icon } from '../../shared/ui/icon';
import { createErrorId, errorDetails, errorTitle, isConnectionError } from './error-kind';
import { MAX_RETRIES, recordRetry, retryCount } from './retry-counter';
import { Trans, useTranslation } from 'react-i18next';

export interface ErrorScreenProps {
  error: unknown;
  /** Re-renders what failed; after MAX_RETRIES the page is reloaded instead. */
  onRetry: () => void;
  /** Whether to show developer details; the build mode decides by default. */
  development?: boolean;
  reload?: () => void;
}

function reportError(errorId: string, error: unknown): void {
  let config;
  try {
    config = clientConfig();
  } catch {
    return;
  }
  const dsn = config.integrations.errorReportingDsn;
  if (!config.features.errorReporting || !dsn) return;
  const report = { errorId, details: errorDetails(error), url: window.location.href };
  fetch(dsn, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'error', report }),
  }).catch(() => undefined);
}

/** The full-page failure screen (docs/product.md#error-screen). */
export function ErrorScreen({
  error,
  onRetry,
  development = import.meta.env.DEV,
  reload = () => window.location.reload(),
}: ErrorScreenProps) {
  const { t } = useTranslation();
  // The context, not the settings' query: this screen may show where the query's provider failed.
  // Outside the church's provider (the app's own boundary) the context holds only the build's
  // default name: the name the server wrote into the page is the church's, and with none the
  // text names no one rather than Torch.
  const provided = useContext(TitleBrandContext);
  const shortName =
    provided !== defaultTitleBrand ? provided.shortName : servedChurchSettings()?.shortName;
  const [errorId] = useState(createErrorId);
  const [copied, setCopied] = useState(false);
  const connection = isConnectionError(error);
  const title = errorTitle(error);

  useEffect(() => {
    console.error(`[${errorId}]`, error);
    reportError(errorId, error);
  }, [errorId, error]);

  const handleRetry = () => {
    if (retryCount() >= MAX_RETRIES) {
      reload();
      return;
    }
    recordRetry();
    onRetry();
  };

  const copyDetails = () => {
    void navigator.clipboard
      ?.writeText(
        `${t('errorIdValue', 'Error ID: {{errorId}}', { errorId })}\n${errorDetails(error)}`,
      )
      .then(() => setCopied(true));
  };

  return (
    <div className="flex min-h-dvh items-center justify-center bg-cream-50 px-5 py-12">
      <div className="w-full max-w-lg rounded-3xl border border-ink-100 bg-white p-8 text-center shadow-warm sm:p-10">
        <div className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-ember-100 text-ember-700">
          <Icon name={connection ? 'wifiOff' : 'alert'} className="size-8" />
        </div>
        <h1 className="mt-6 text-3xl font-semibold">{title}</h1>
        <p className="mt-3 text-ink-600">
          {connection
            ? connectionFailureMessage(shortName)
            : t(
                'somethingUnexpectedHappenedOnThisPageTryingAgainUsuallyHelps',
                'Something unexpected happened on this page. Trying again usually helps.',
              )}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={handleRetry}>
            <Icon name="refresh" />
            {t('tryAgainTitleCase', 'Try Again')}
          </Button>
          <Button variant="outline" onClick={reload}>
            {t('refreshPage', 'Refresh Page')}
          </Button>
        </div>
        <p className="mt-6 text-sm text-ink-600">
          <Trans
            i18nKey="errorIdCode"
            defaults="Error ID: <0>{{errorId}}</0>"
            values={{ errorId }}
            components={[
              <code className="rounded bg-ink-50 px-1.5 py-0.5 font-mono text-ink-800" />,
            ]}
          />
        </p>
        {development && (
          <div className="mt-6 text-left">
            <Button variant="ghost" size="sm" onClick={copyDetails}>
              <Icon name="copy" />
              {copied ? t('copied', 'Copied') : t('copyErrorDetails', 'Copy Error Details')}
            </Button>
            <pre className="mt-3 max-h-60 overflow-auto rounded-2xl bg-ink-900 p-4 text-xs text-cream-100">
              {errorDetails(error)}
            </pre>
          </div>
        )}
        <p className="mt-8 border-t border-ink-100 pt-6 text-sm text-ink-600">
          {t(
            'ifThisProblemPersistsPleaseContactSupport',
            'If this problem persists, please contact support.',
          )}
        </p>
      </div>
    </div>
  );
}
