/** The sentence a screen reader hears for each dashboard trend chart, built from its series. */
import type { PrayerStats, UserGrowth } from '@torch/contract';
import { i18next } from '../../../shared/i18n';

const numberFormat = new Intl.NumberFormat('en-US');
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** 'today' for a one-day series, else 'over the last N days' (the series ends today). */
function period(days: number): string {
  return i18next.t('overTheLastCountDays', {
    defaultValue_one: 'today',
    defaultValue_other: 'over the last {{count}} days',
    count: days,
  });
}

/** E.g. 'Members over the last 30 days: from 12 to 20'. */
export function membersTrendSummary(data: UserGrowth['data']): string {
  const first = data[0];
  const last = data.at(-1);
  if (!first || !last) return i18next.t('noMemberHistoryYet', 'No member history yet');
  if (data.length === 1)
    return i18next.t('membersTodayVal', 'Members today: {{val}}', {
      val: numberFormat.format(last.count),
    });
  return i18next.t('membersValFromVal2ToVal3', 'Members {{val}}: from {{val2}} to {{val3}}', {
    val: period(data.length),
    val2: numberFormat.format(first.count),
    val3: numberFormat.format(last.count),
  });
}

/** E.g. 'Prayer requests over the last 7 days: 9 sent, 4 answered'. */
export function prayerTrendSummary(trends: PrayerStats['trends']): string {
  if (trends.length === 0) return i18next.t('noPrayerHistoryYet', 'No prayer history yet');
  const sent = trends.reduce((sum, day) => sum + day.requests, 0);
  const answered = trends.reduce((sum, day) => sum + day.answered, 0);
  return i18next.t(
    'prayerRequestsValVal2SentVal3Answered',
    'Prayer requests {{val}}: {{val2}} sent, {{val3}} answered',
    {
      val: period(trends.length),
      val2: numberFormat.format(sent),
      val3: numberFormat.format(answered),
    },
  );
}

/** A series day ('YYYY-MM-DD', the church's calendar) as 'Nov 23'; the text itself if unreadable. */
export function shortDayLabel(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  return shortDate.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
