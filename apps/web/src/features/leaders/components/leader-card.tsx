import type { Leader } from '@torch/contract';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { LeaderPhoto } from './leader-photo';
import { useTranslation } from 'react-i18next';

/** Card entrance stagger on the leaders page (docs/product.md#timings-and-limits). */
export const LEADER_CARD_DELAY_MS = 150;

export interface LeaderCardProps {
  leader: Leader;
  index: number;
  onPlayIntro: (leader: Leader) => void;
}

/**
 * A leader: portrait, name, role, story, and their introduction video. The portrait is a
 * round picture of a fixed size, so on a phone the card reads as a person, not as a photo that
 * fills the screen.
 */
export function LeaderCard({ leader, index, onPlayIntro }: LeaderCardProps) {
  const { t } = useTranslation();
  return (
    <article
      style={{ animationDelay: `${index * LEADER_CARD_DELAY_MS}ms` }}
      className="flex h-full flex-col items-center rounded-3xl border border-ink-100 bg-white px-6 pt-8 pb-6 text-center shadow-warm animate-rise-in"
    >
      <div className="size-32 shrink-0 overflow-hidden rounded-full bg-ink-100 shadow-warm ring-4 ring-ember-50 sm:size-36">
        <LeaderPhoto name={leader.name} photoUrl={leader.photoUrl} />
      </div>
      <h3 className="mt-5 text-2xl font-semibold text-balance">{leader.name}</h3>
      <p className="mt-1 text-sm font-semibold tracking-wide text-balance text-ember-700 uppercase">
        {leader.title}
      </p>
      <p className="mt-4 leading-relaxed text-pretty text-ink-600">{leader.bio}</p>
      <div className="mt-auto pt-6">
        <Button
          variant="outline"
          aria-label={t('viewIntroVideoOfName', 'View Intro Video of {{name}}', {
            name: leader.name,
          })}
          onClick={() => onPlayIntro(leader)}
        >
          <Icon name="play" className="size-4 fill-current" />
          {t('viewIntroVideo', 'View Intro Video')}
        </Button>
      </div>
    </article>
  );
}
