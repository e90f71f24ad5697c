/** How the church's gatherings read on its pages (docs/configuration.md#church-settings). */
import type { Gathering } from '@torch/contract';
import { i18next } from '../../../shared/i18n';
import { wallClockTime, weekdayOf } from '../../../shared/lib/format-date';

/** A gathering's day as the church's locale names it (the settings keep the English name). */
export const weekdayName = (day: Gathering['day']): string => weekdayOf(day);

/** '17:00' → '5:00 PM'; with `padded`, '05:00 PM' as the contact page writes it. */
export const clockLabel = wallClockTime;

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
