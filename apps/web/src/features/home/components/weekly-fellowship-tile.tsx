import { paths } from '../../../shared/config/paths';
import { Icon } from '../../../shared/ui/icon';
import { weeklyFellowship } from '../../events';
import { FeatureTile } from './feature-tile';

/** The standing Tuesday gathering: always the same, so it needs no call. */
export function WeeklyFellowshipTile() {
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
          <span className="mt-3 font-display text-2xl font-semibold text-white">Every Tuesday</span>
          <span className="mt-1 text-sm font-semibold tracking-widest text-gold-300 uppercase">
            5:00 PM – 8:00 PM
          </span>
        </div>
      }
      title={weeklyFellowship.title}
      meta="Tuesday 5:00 PM to 8:00 PM · Main Sanctuary"
      text={weeklyFellowship.description}
      to={paths.events}
      linkLabel="See all events"
    />
  );
}
