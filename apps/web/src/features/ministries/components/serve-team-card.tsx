import type { ApplicationStatus, MinistryTeam } from '@torch/contract';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { MinistryTeamCard } from './ministry-team-card';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  return (
    <MinistryTeamCard
      team={team}
      index={index}
      footerClassName="mt-auto flex flex-wrap items-center gap-3 pt-6"
    >
      {status === 'Pending' || status === 'Approved' ? (
        <Badge tone={status === 'Approved' ? 'green' : 'gold'} className="px-3 py-1 text-sm">
          <Icon name={status === 'Approved' ? 'check' : 'clock'} className="size-4" />
          {status === 'Approved' ? 'Approved' : 'Pending'}
          <span className="sr-only">
            {t('applicationToName', 'application to {{name}}', { name: team.name })}
          </span>
        </Badge>
      ) : (
        <Button onClick={() => onApply(team)}>
          {t('applyToJoin', 'Apply to Join')}
          <span className="sr-only"> {team.name}</span>
        </Button>
      )}
    </MinistryTeamCard>
  );
}
