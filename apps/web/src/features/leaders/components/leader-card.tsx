import type { Leader } from '@torch/contract';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { LeaderPhoto } from './leader-photo';

/** Card entrance stagger on the leaders page (document 2 §9). */
export const LEADER_CARD_DELAY_MS = 150;

export interface LeaderCardProps {
  leader: Leader;
  index: number;
  onPlayIntro: (leader: Leader) => void;
}

/** A leader: portrait, name, role, story, and their introduction video. */
export function LeaderCard({ leader, index, onPlayIntro }: LeaderCardProps) {
  return (
    <article
      style={{ animationDelay: `${index * LEADER_CARD_DELAY_MS}ms` }}
      className="flex h-full flex-col overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-warm animate-rise-in"
    >
      <div className="aspect-square overflow-hidden bg-ink-100">
        <LeaderPhoto name={leader.name} photoUrl={leader.photoUrl} />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-2xl font-semibold">{leader.name}</h3>
        <p className="mt-1 text-sm font-semibold tracking-wide text-ember-700 uppercase">
          {leader.title}
        </p>
        <p className="mt-4 leading-relaxed text-ink-600">{leader.bio}</p>
        <div className="mt-auto pt-6">
          <Button
            variant="outline"
            aria-label={`View Intro Video of ${leader.name}`}
            onClick={() => onPlayIntro(leader)}
          >
            <Icon name="play" className="size-4 fill-current" />
            View Intro Video
          </Button>
        </div>
      </div>
    </article>
  );
}
