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

/** 'Every Tuesday · 5:00 PM – 8:00 PM': when one gathering meets, as a short line. */
export function gatheringWhen(gathering: Gathering): string {
  return i18next.t('everyDayHours', 'Every {{day}} · {{hours}}', {
    day: weekdayName(gathering.day),
    hours: gatheringHours(gathering, '–'),
  });
}

/**
 * A line of the church's list of gatherings: gatheringWhen alone for a church with one, each
 * named when there are more ('Sunday Worship · Every Sunday · 9:00 AM – 11:30 AM').
 */
export function gatheringLine(gathering: Gathering, count: number): string {
  if (count <= 1) return gatheringWhen(gathering);
  return i18next.t('nameWhen', '{{name}} · {{when}}', {
    name: gathering.name,
    when: gatheringWhen(gathering),
  });
}

/**
 * 'every Tuesday from 5:00 PM to 8:00 PM' for a church with one gathering; with more, each
 * named: 'Sunday Worship every Sunday from 9:00 AM to 11:30 AM; Prayer Night every …'.
 */
export function gatheringsInWords(gatherings: readonly Gathering[]): string {
  const hours = (gathering: Gathering) => ({
    day: weekdayName(gathering.day),
    start: clockLabel(gathering.start),
    end: clockLabel(gathering.end),
  });
  if (gatherings.length === 1)
    return i18next.t(
      'everyDayFromTo',
      'every {{day}} from {{start}} to {{end}}',
      hours(gatherings[0]!),
    );
  return gatherings
    .map((gathering) => {
      const { day, start, end } = hours(gathering);
      return i18next.t('nameEveryDayFromTo', '{{name}} every {{day}} from {{start}} to {{end}}', {
        name: gathering.name,
        day,
        start,
        end,
      });
    })
    .join('; ');
}
