import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/button-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { InvitationBand } from '../../../shared/ui/invitation-band';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageSection } from '../../../shared/ui/page-section';
import { Skeleton } from '../../../shared/ui/skeleton';
import { usePublicMinistryTeams } from '../api';
import { MinistryTeamCard } from '../components/ministry-team-card';

/** Ministries (docs/product.md#ministries): the active teams, each a door to the Serve page. */
export function MinistriesPage() {
  const query = usePublicMinistryTeams();
  const teams = (query.data ?? []).filter((team) => team.isActive);

  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="Ministries"
        intro="From worship to hospitality, media to outreach, our ministry teams are where faith turns into service. There is a place for your gifts here."
        actions={
          <ButtonLink to={paths.serve} size="lg" variant="primary">
            Find a Place to Serve
          </ButtonLink>
        }
      />
      <PageSection title="Our teams">
        {query.isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <span role="status" className="sr-only">
              Loading ministries…
            </span>
            <Skeleton className="h-[28rem] rounded-3xl" />
            <Skeleton className="h-[28rem] rounded-3xl" />
            <Skeleton className="h-[28rem] rounded-3xl" />
          </div>
        ) : query.isError ? (
          <LoadError
            title="Ministries could not be loaded"
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : teams.length === 0 ? (
          <EmptyState
            icon={<Icon name="users" className="size-7" />}
            title="No Ministries Found"
            description="New teams are forming; check back soon or ask us how you can help."
          />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {teams.map((team, index) => (
              <li key={team._id}>
                <MinistryTeamCard team={team} index={index} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>
      <InvitationBand />
    </>
  );
}
