/** The sentence a screen reader hears for each dashboard trend chart, built from its series. */
import type { PrayerStats, UserGrowth } from '@torch/contract';
import { i18next } from '../../../shared/i18n';
import { shortDate } from '../../../shared/lib/format-date';
import { formatCount } from '../../../shared/lib/format-number';

/** E.g. 'Members over the last 30 days: from 12 to 20'. */
export function membersTrendSummary(data: UserGrowth['data']): string {
  const first = data[0];
  const last = data.at(-1);
  if (!first || !last) return i18next.t('noMemberHistoryYet', 'No member history yet');
  if (data.length === 1) {
    return i18next.t('membersToday', 'Members today: {{members}}', {
      members: formatCount(last.count),
    });
  }
  // The series ends today: N days of it are 'the last N days'.
  return i18next.t('membersOverTheLastDays', {
    count: data.length,
    defaultValue_one: 'Members over the last {{count}} day: from {{from}} to {{to}}',
    defaultValue_other: 'Members over the last {{count}} days: from {{from}} to {{to}}',
    from: formatCount(first.count),
    to: formatCount(last.count),
  });
}

/** E.g. 'Prayer requests over the last 7 days: 9 sent, 4 answered'. */
export function prayerTrendSummary(trends: PrayerStats['trends']): string {
  if (trends.length === 0) return i18next.t('noPrayerHistoryYet', 'No prayer history yet');
  const sent = trends.reduce((sum, day) => sum + day.requests, 0);
  const answered = trends.reduce((sum, day) => sum + day.answered, 0);
  if (trends.length === 1) {
    return i18next.t(
      'prayerRequestsToday',
      'Prayer requests today: {{sent}} sent, {{answered}} answered',
      { sent: formatCount(sent), answered: formatCount(answered) },
    );
  }
  return i18next.t('prayerRequestsOverTheLastDays', {
    count: trends.length,
    defaultValue_one:
      'Prayer requests over the last {{count}} day: {{sent}} sent, {{answered}} answered',
    defaultValue_other:
      'Prayer requests over the last {{count}} days: {{sent}} sent, {{answered}} answered',
    sent: formatCount(sent),
    answered: formatCount(answered),
  });
}

/** A series day ('YYYY-MM-DD', the church's calendar) as 'Nov 23'; the text itself if unreadable. */
export function shortDayLabel(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  return shortDate(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
