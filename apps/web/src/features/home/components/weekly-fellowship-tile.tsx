import { paths } from '../../../shared/config/paths';
import { Icon } from '../../../shared/ui/icon';
import { gatheringHours, useChurch, weekdayName } from '../../church';
import { useWeeklyFellowship } from '../../events';
import { FeatureTile } from './feature-tile';
import { useTranslation } from 'react-i18next';

/**
 * The church's first weekly gathering, under its own name: from the church's settings, so it
 * needs no call of its own.
 */
export function WeeklyFellowshipTile() {
  const { t } = useTranslation();
  const fellowship = useWeeklyFellowship();
  const gathering = useChurch().gatherings[0];
  const day = weekdayName(gathering?.day ?? 'Tuesday');
  const hours = gathering
    ? gatheringHours(gathering, '–')
    : t('defaultFellowshipHours', '5:00 PM – 8:00 PM');
  const meta = gathering
    ? gatheringHours(gathering, t('hoursTo', 'to'))
    : t('defaultFellowshipHoursInWords', '5:00 PM to 8:00 PM');
  return (
    <FeatureTile
      eyebrow={t('weeklyFellowship', 'Weekly Fellowship')}
      icon="calendar"
      media={
        <div
          aria-hidden="true"
          className="flex size-full flex-col items-center justify-center bg-[radial-gradient(circle_at_50%_130%,var(--color-ember-500),var(--color-ink-900)_70%)] text-center"
        >
          <Icon name="flame" className="size-10 text-gold-300" />
          <span className="mt-3 font-display text-2xl font-semibold text-white">
            {t('everyDay', 'Every {{day}}', { day })}
          </span>
          <span className="mt-1 text-sm font-semibold tracking-widest text-gold-300 uppercase">
            {hours}
          </span>
        </div>
      }
      title={fellowship.title}
      meta={t('dayHoursMainSanctuary', '{{day}} {{hours}} · Main Sanctuary', { day, hours: meta })}
      text={fellowship.description}
      to={paths.events}
      linkLabel={t('seeAllEvents', 'See all events')}
    />
  );
}
