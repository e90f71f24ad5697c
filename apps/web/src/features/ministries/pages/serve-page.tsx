import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ApplicationStatus, MinistryTeam } from '@torch/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { InvitationBand } from '../../../shared/ui/invitation-band';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageSection } from '../../../shared/ui/page-section';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useAuth, type FromState } from '../../auth';
import { useMyVolunteerApplications, usePublicMinistryTeams } from '../api';
import { ApplyToTeamModal } from '../components/apply-to-team-modal';
import { ServeTeamCard } from '../components/serve-team-card';

/**
 * The team a signed-out visitor chose to apply to, carried through sign-in in the return
 * address (`/serve?apply={teamId}`), so the form opens again once they are back.
 */
const APPLY_PARAM = 'apply';

/** Serve (/serve): the active teams and Apply to Join; signing in first when needed. */
export function ServePage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const query = usePublicMinistryTeams();
  const mine = useMyVolunteerApplications(user !== null);
  const [applyingTo, setApplyingTo] = useState<MinistryTeam | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const wantedTeam = searchParams.get(APPLY_PARAM);
  const teams = (query.data ?? []).filter((team) => team.isActive);

  // The newest application per team wins (the list is newest first).
  const statusByTeam = new Map<string, ApplicationStatus>();
  for (const application of mine.data ?? []) {
    if (!statusByTeam.has(application.teamId)) {
      statusByTeam.set(application.teamId, application.status);
    }
  }

  // Back from sign-in: the form the person started is open again, as long as the address asks
  // for it, unless they have applied to that team meanwhile (the card then says where it stands).
  const wishReadable = Boolean(wantedTeam && user && query.data && !mine.isPending);
  const wantedStatus = wantedTeam ? statusByTeam.get(wantedTeam) : undefined;
  const resumedTeam =
    wishReadable && wantedStatus !== 'Pending' && wantedStatus !== 'Approved'
      ? (teams.find((team) => team._id === wantedTeam) ?? null)
      : null;
  const openTeam = applyingTo ?? resumedTeam;

  const forgetWish = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(APPLY_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  // A wish that cannot be met (a team gone, an application already sent) leaves the address.
  useEffect(() => {
    if (wishReadable && !resumedTeam) forgetWish();
  }, [wishReadable, resumedTeam, forgetWish]);

  const closeForm = () => {
    setApplyingTo(null);
    if (wantedTeam) forgetWish();
  };

  const apply = (team: MinistryTeam) => {
    if (!user) {
      const search = `?${new URLSearchParams({ [APPLY_PARAM]: team._id }).toString()}`;
      const state: FromState = { from: { pathname: paths.serve, search } };
      void navigate(paths.login, { state });
      return;
    }
    setApplyingTo(team);
  };

  return (
    <>
      <PageHero
        eyebrow="Get Involved"
        title="Serve"
        intro="Use your gifts to bless others. Find a ministry team that fits you and apply to join; the team leader will reach out to welcome you."
      />
      <PageSection title="Find your team">
        {query.isPending ? (
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-96" />
            ))}
          </div>
        ) : query.isError ? (
          <LoadError
            title="Teams could not be loaded"
            message={errorMessage(query.error, 'Please try again.')}
            onRetry={() => void query.refetch()}
          />
        ) : teams.length === 0 ? (
          <EmptyState
            icon={<Icon name="users" className="size-7" />}
            title="No Ministries Found"
            description="New teams are on their way. Check back soon."
          />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Ministry teams">
            {teams.map((team, index) => (
              <li key={team._id}>
                <ServeTeamCard
                  team={team}
                  index={index}
                  status={statusByTeam.get(team._id) ?? null}
                  onApply={apply}
                />
              </li>
            ))}
          </ul>
        )}
      </PageSection>
      <InvitationBand />
      {openTeam && <ApplyToTeamModal team={openTeam} onClose={closeForm} />}
    </>
  );
}
