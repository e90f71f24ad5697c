import type { ApplicationStatus, MinistryTeam } from '@torch/contract';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { MINISTRY_CARD_DELAY_MS } from './ministry-team-card';

/** A team on the Serve page: Apply to Join, or where the member's application stands. */
export function ServeTeamCard({
  team,
  index,
  status,
  onApply,
}: {
  team: MinistryTeam;
  index: number;
  /** The member's latest application to this team, if any. */
  status: ApplicationStatus | null;
  onApply: (team: MinistryTeam) => void;
}) {
  return (
    <article
      style={{ animationDelay: `${index * MINISTRY_CARD_DELAY_MS}ms` }}
      className="flex h-full flex-col overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-warm animate-rise-in"
    >
      <div className="aspect-[16/10] overflow-hidden bg-ink-100">
        {team.imageUrl ? (
          <img
            src={team.imageUrl}
            alt=""
            width={640}
            height={400}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div aria-hidden="true" className="flame-bg flex size-full items-center justify-center">
            <Icon name="users" className="size-14 text-white/80" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-2xl font-semibold">{team.name}</h3>
        <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-ink-600">
          <Icon name="user" className="size-4 text-ember-700" />
          Led by {team.leaderName}
        </p>
        <p className="mt-4 leading-relaxed text-ink-600">{team.description}</p>
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-6">
          {status === 'Pending' || status === 'Approved' ? (
            <Badge tone={status === 'Approved' ? 'green' : 'gold'} className="px-3 py-1 text-sm">
              <Icon name={status === 'Approved' ? 'check' : 'clock'} className="size-4" />
              {status === 'Approved' ? 'Approved' : 'Pending'}
              <span className="sr-only"> application to {team.name}</span>
            </Badge>
          ) : (
            <Button onClick={() => onApply(team)}>
              Apply to Join
              <span className="sr-only"> {team.name}</span>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
