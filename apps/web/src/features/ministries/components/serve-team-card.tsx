import type { ApplicationStatus, MinistryTeam } from '@torch/contract';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { MinistryTeamCard } from './ministry-team-card';
import { Trans } from 'react-i18next';

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
    <MinistryTeamCard
      team={team}
      index={index}
      footerClassName="mt-auto flex flex-wrap items-center gap-3 pt-6"
    >
      {status === 'Pending' || status === 'Approved' ? (
        <Badge tone={status === 'Approved' ? 'green' : 'gold'} className="px-3 py-1 text-sm">
          <Icon name={status === 'Approved' ? 'check' : 'clock'} className="size-4" />
          {status === 'Approved' ? (
            <Trans
              i18nKey="approvedApplicationToTeam"
              defaults="Approved<0> application to {{name}}</0>"
              values={{ name: team.name }}
              components={[<span className="sr-only" />]}
            />
          ) : (
            <Trans
              i18nKey="pendingApplicationToTeam"
              defaults="Pending<0> application to {{name}}</0>"
              values={{ name: team.name }}
              components={[<span className="sr-only" />]}
            />
          )}
        </Badge>
      ) : (
        <Button onClick={() => onApply(team)}>
          <Trans
            i18nKey="applyToJoinTeam"
            defaults="Apply to Join<0> {{name}}</0>"
            values={{ name: team.name }}
            components={[<span className="sr-only" />]}
          />
        </Button>
      )}
    </MinistryTeamCard>
  );
}
