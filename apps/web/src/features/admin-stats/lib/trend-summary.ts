/** The sentence a screen reader hears for each dashboard trend chart, built from its series. */
import type { PrayerStats, UserGrowth } from '@torch/contract';

const numberFormat = new Intl.NumberFormat('en-US');
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** 'today' for a one-day series, else 'over the last N days' (the series ends today). */
function period(days: number): string {
  return days === 1 ? 'today' : `over the last ${days} days`;
}

/** E.g. 'Members over the last 30 days: from 12 to 20'. */
export function membersTrendSummary(data: UserGrowth['data']): string {
  const first = data[0];
  const last = data.at(-1);
  if (!first || !last) return 'No member history yet';
  if (data.length === 1) return `Members today: ${numberFormat.format(last.count)}`;
  return `Members ${period(data.length)}: from ${numberFormat.format(first.count)} to ${numberFormat.format(last.count)}`;
}

/** E.g. 'Prayer requests over the last 7 days: 9 sent, 4 answered'. */
export function prayerTrendSummary(trends: PrayerStats['trends']): string {
  if (trends.length === 0) return 'No prayer history yet';
  const sent = trends.reduce((sum, day) => sum + day.requests, 0);
  const answered = trends.reduce((sum, day) => sum + day.answered, 0);
  return `Prayer requests ${period(trends.length)}: ${numberFormat.format(sent)} sent, ${numberFormat.format(answered)} answered`;
}

/** A series day ('YYYY-MM-DD', the church's calendar) as 'Nov 23'; the text itself if unreadable. */
export function shortDayLabel(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  return shortDate.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
