import { paths } from '../../../shared/config/paths';
import { Icon } from '../../../shared/ui/icon';
import { gatheringHours, useChurch } from '../../church';
import { useWeeklyFellowship } from '../../events';
import { FeatureTile } from './feature-tile';

/** The standing weekly gathering: from the church's settings, so it needs no call of its own. */
export function WeeklyFellowshipTile() {
  const fellowship = useWeeklyFellowship();
  const gathering = useChurch().gatherings[0];
  const day = gathering?.day ?? 'Tuesday';
  const hours = gathering ? gatheringHours(gathering, '–') : '5:00 PM – 8:00 PM';
  const meta = gathering ? gatheringHours(gathering, 'to') : '5:00 PM to 8:00 PM';
  return (
    <FeatureTile
      eyebrow="Weekly Fellowship"
      icon="calendar"
      media={
        <div
          aria-hidden="true"
          className="flex size-full flex-col items-center justify-center bg-[radial-gradient(circle_at_50%_130%,var(--color-ember-500),var(--color-ink-900)_70%)] text-center"
        >
          <Icon name="flame" className="size-10 text-gold-300" />
          <span className="mt-3 font-display text-2xl font-semibold text-white">Every {day}</span>
          <span className="mt-1 text-sm font-semibold tracking-widest text-gold-300 uppercase">
            {hours}
          </span>
        </div>
      }
      title={fellowship.title}
      meta={`${day} ${meta} · Main Sanctuary`}
      text={fellowship.description}
      to={paths.events}
      linkLabel="See all events"
    />
  );
}
