/** How the church's gatherings read on its pages (docs/configuration.md#church-settings). */
import type { Gathering, weekdays } from '@torch/contract';
import { i18next } from '../../../shared/i18n';

/** A gathering's day as the reader's language names it (the settings keep the English name). */
export function weekdayName(day: (typeof weekdays)[number]): string {
  switch (day) {
    case 'Sunday':
      return i18next.t('sunday', 'Sunday');
    case 'Monday':
      return i18next.t('monday', 'Monday');
    case 'Tuesday':
      return i18next.t('tuesday', 'Tuesday');
    case 'Wednesday':
      return i18next.t('wednesday', 'Wednesday');
    case 'Thursday':
      return i18next.t('thursday', 'Thursday');
    case 'Friday':
      return i18next.t('friday', 'Friday');
    case 'Saturday':
      return i18next.t('saturday', 'Saturday');
  }
}

/** '17:00' → '5:00 PM'; with `padded`, '05:00 PM' as the contact page writes it. */
export function clockLabel(time: string, padded = false): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const hour = padded ? String(hour12).padStart(2, '0') : String(hour12);
  return `${hour}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * 'Tuesday Service 05:00 PM - 08:00 PM': one gathering on the contact page, which names the
 * day a service is held on (the gathering's own name is on the Home and Events pages).
 */
export function serviceTimeLine(gathering: Gathering): string {
  return i18next.t('dayServiceStartEnd', '{{day}} Service {{start}} - {{end}}', {
    day: weekdayName(gathering.day),
    start: clockLabel(gathering.start, true),
    end: clockLabel(gathering.end, true),
  });
}

/** '5:00 PM - 8:00 PM'. */
export function gatheringHours(gathering: Gathering, dash = '-'): string {
  return `${clockLabel(gathering.start)} ${dash} ${clockLabel(gathering.end)}`;
}
