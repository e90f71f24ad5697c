import { useQuery } from '@tanstack/react-query';
import type { Event } from '@torch/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { clientConfig } from '../../../shared/config/client-config';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { Icon } from '../../../shared/ui/icon';
import { calendarSettingsQueryOptions } from '../api/calendar-queries';
import { eventCalendarFileUrl, googleCalendarUrl } from '../lib/calendar-links';
import { useTranslation, Trans } from 'react-i18next';

const choiceClasses = buttonClasses('outline', 'sm');

/**
 * "Add to calendar" on an event (docs/events.md#calendar-feeds): a button that shows two ways
 * in, the .ics file (Apple, Outlook and most apps) and Google Calendar's form. A disclosure
 * rather than a pop-up menu, so on a phone the choices take their own line under the button.
 */
export function AddToCalendar({ event }: { event: Event }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const choicesId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (pointer: PointerEvent) => {
      if (!root.current?.contains(pointer.target as Node)) setOpen(false);
    };
    const closeOnEscape = (key: KeyboardEvent) => {
      if (key.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={root} className="flex flex-col items-start gap-2">
      <button
        ref={toggle}
        type="button"
        className={buttonClasses('outline', 'sm')}
        aria-expanded={open}
        aria-controls={choicesId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Icon name="calendar" className="size-4" />
        {t('addToCalendar', 'Add to calendar')}
        <Icon name="chevronDown" className={open ? 'size-4 rotate-180' : 'size-4'} />
      </button>
      <div id={choicesId} hidden={!open}>
        {open && <CalendarChoices event={event} />}
      </div>
    </div>
  );
}

function CalendarChoices({ event }: { event: Event }) {
  const { t } = useTranslation();
  const settings = useQuery(calendarSettingsQueryOptions());
  return (
    <ul
      aria-label={t('addTitleToACalendar', 'Add {{title}} to a calendar', { title: event.title })}
      className="flex flex-wrap gap-2 text-ink-800"
    >
      <li>
        <a
          href={eventCalendarFileUrl(clientConfig().apiBaseUrl, event)}
          download
          className={choiceClasses}
          title={t('icsFileHint', 'For Apple Calendar, Outlook and most calendar apps')}
        >
          <Icon name="download" className="size-4" />
          {t('downloadIcsFile', 'Download .ics file')}
        </a>
      </li>
      <li>
        {settings.data ? (
          <a
            href={googleCalendarUrl(event, settings.data.timeZone)}
            target="_blank"
            rel="noopener noreferrer"
            className={choiceClasses}
          >
            <Icon name="external" className="size-4" />
            <Trans i18nKey="googleCalendarOpensInANewTab">
              Google Calendar
              <span className="sr-only">(opens in a new tab)</span>
            </Trans>
          </a>
        ) : (
          <span
            role="status"
            className="inline-flex min-h-11 items-center px-3.5 text-sm text-ink-500"
          >
            {settings.isError
              ? t(
                  'googleCalendarIsUnavailableUseTheIcsFile',
                  'Google Calendar is unavailable: use the .ics file',
                )
              : t('preparingGoogleCalendar', 'Preparing Google Calendar…')}
          </span>
        )}
      </li>
    </ul>
  );
}
