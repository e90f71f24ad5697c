import { paths } from '../../../shared/config/paths';
import { shortWeekday } from '../../../shared/lib/format-date';
import { Icon } from '../../../shared/ui/icon';
import { gatheringHours, gatheringLine, useChurch, weekdayName } from '../../church';
import { useWeeklyFellowship } from '../../events';
import { FeatureTile } from './feature-tile';
import { useTranslation } from 'react-i18next';

/**
 * The church's weekly gatherings, each under its own name with its day and hours: from the
 * church's settings, so it needs no call of its own. A church with no gatherings has no tile
 * (./featured-content-section.tsx), so it never shows another church's day.
 */
export function WeeklyFellowshipTile() {
  const { t } = useTranslation();
  const fellowship = useWeeklyFellowship();
  const { gatherings } = useChurch();
  const first = gatherings[0];
  if (!first) return null;
  const several = gatherings.length > 1;
  return (
    <FeatureTile
      eyebrow={t('weeklyFellowship', 'Weekly Fellowship')}
      icon="calendar"
      media={
        <div
          aria-hidden="true"
          className="flex size-full flex-col items-center justify-center bg-[radial-gradient(circle_at_50%_130%,var(--color-ember-500),var(--color-ink-900)_70%)] px-4 text-center"
        >
          <Icon name="flame" className="size-10 text-gold-300" />
          <span className="mt-3 font-display text-2xl font-semibold text-white">
            {several
              ? t('everyWeek', 'Every week')
              : t('everyDay', 'Every {{day}}', { day: weekdayName(first.day) })}
          </span>
          <span className="mt-1 text-sm font-semibold tracking-widest text-gold-300 uppercase">
            {several
              ? gatherings.map((gathering) => shortWeekday(gathering.day)).join(' · ')
              : gatheringHours(first, '–')}
          </span>
        </div>
      }
      title={several ? gatherings.map((gathering) => gathering.name).join(' & ') : fellowship.title}
      meta={
        several ? (
          <ul className="space-y-1" aria-label={t('weeklyGatherings', 'Weekly gatherings')}>
            {gatherings.map((gathering) => (
              <li key={`${gathering.name}-${gathering.day}-${gathering.start}`}>
                {gatheringLine(gathering, gatherings.length)}
              </li>
            ))}
          </ul>
        ) : (
          t('dayHoursMainSanctuary', '{{day}} {{hours}} · Main Sanctuary', {
            day: weekdayName(first.day),
            hours: gatheringHours(first, t('hoursTo', 'to')),
          })
        )
      }
      text={fellowship.description}
      to={paths.events}
      linkLabel={t('seeAllEvents', 'See all events')}
    />
  );
}
