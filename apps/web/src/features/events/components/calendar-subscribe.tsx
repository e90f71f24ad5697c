import { useState, useSyncExternalStore } from 'react';
import { clientConfig } from '../../../shared/config/client-config';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { Icon } from '../../../shared/ui/icon';
import { calendarFeedUrls } from '../lib/calendar-links';
import { useTranslation } from 'react-i18next';

const noSubscription = () => () => {};

/**
 * The API's address as this page reaches it: null while the page is pre-rendered and hydrated
 * (decision 026), so the first screen is the same before and after the app takes it over.
 */
function useApiBaseUrl(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => clientConfig().apiBaseUrl,
    () => null,
  );
}

/**
 * Subscribe to the church's calendar (docs/events.md#calendar-feeds): webcal: opens the
 * visitor's calendar app; the https address is there to paste into one that asks for it.
 */
export function CalendarSubscribe() {
  const { t } = useTranslation();
  const apiBaseUrl = useApiBaseUrl();
  const urls = apiBaseUrl ? calendarFeedUrls(apiBaseUrl) : null;
  const [copied, setCopied] = useState(false);

  const copy = () => {
    if (!urls) return;
    void navigator.clipboard?.writeText(urls.https).then(() => setCopied(true));
  };

  return (
    <div className="flex flex-col gap-4 rounded-3xl border border-ink-100 bg-white p-6 shadow-warm sm:p-8">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-ember-100 text-ember-700">
          <Icon name="calendar" className="size-6" />
        </span>
        <div className="min-w-0">
          <h3 className="text-xl font-semibold">
            {t('neverMissAGathering', 'Never miss a gathering')}
          </h3>
          <p className="mt-1 text-ink-600">
            {t(
              'subscribeOnceAndEveryEventAppears',
              'Subscribe once and every event, with our weekly gatherings, appears in your calendar and stays up to date.',
            )}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <a
          href={urls?.webcal}
          aria-disabled={urls ? undefined : true}
          className={buttonClasses('primary', 'md')}
        >
          <Icon name="calendar" className="size-4" />
          {t('subscribeInYourCalendarApp', 'Subscribe in your calendar app')}
        </a>
        <div className="flex min-w-0 flex-1 items-center gap-2">
          <label className="sr-only" htmlFor="calendar-feed-url">
            {t('calendarFeedAddress', 'Calendar feed address')}
          </label>
          <input
            id="calendar-feed-url"
            readOnly
            value={urls?.https ?? ''}
            onFocus={(focus) => focus.currentTarget.select()}
            className="min-h-11 min-w-0 flex-1 rounded-full border border-ink-200 bg-cream-50 px-4 text-sm text-ink-700"
          />
          <button
            type="button"
            onClick={copy}
            disabled={!urls}
            className={buttonClasses('outline', 'sm')}
          >
            <Icon name={copied ? 'check' : 'copy'} className="size-4" />
            {copied ? t('copied', 'Copied') : t('copy', 'Copy')}
          </button>
        </div>
      </div>
      <p role="status" className="sr-only">
        {copied ? t('feedAddressCopied', 'Feed address copied') : ''}
      </p>
    </div>
  );
}
