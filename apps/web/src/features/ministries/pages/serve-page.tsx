import { useEffect, useState } from 'react';
import type { ApplicationStatus, MinistryTeam } from '@torch/contract';
import { paths } from '../../../shared/config/paths';
import { useSearchParam } from '../../../shared/lib/use-search-param';
import { InvitationBand } from '../../church';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageSection } from '../../../shared/ui/page-section';
import { PublicList } from '../../../shared/ui/public-list';
import { useAuth, useSignInFirst } from '../../auth';
import { useMyVolunteerApplications, usePublicMinistryTeams } from '../api';
import { activeTeams } from '../lib/active-teams';
import { ApplyToTeamModal } from '../components/apply-to-team-modal';
import { ServeTeamCard } from '../components/serve-team-card';
import { useTranslation } from 'react-i18next';

/**
 * The team a signed-out visitor chose to apply to, carried through sign-in in the return
 * address (`/serve?apply={teamId}`), so the form opens again once they are back.
 */
const APPLY_PARAM = 'apply';

/** Serve (/serve): the active teams and Apply to Join; signing in first when needed. */
export function ServePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const signInFirst = useSignInFirst();
  const query = usePublicMinistryTeams();
  const mine = useMyVolunteerApplications(user !== null);
  const [applyingTo, setApplyingTo] = useState<MinistryTeam | null>(null);
  const [wantedTeam, forgetWish] = useSearchParam(APPLY_PARAM);
  const teams = activeTeams(query.data ?? []);

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
      signInFirst(paths.serve, `?${new URLSearchParams({ [APPLY_PARAM]: team._id }).toString()}`);
      return;
    }
    setApplyingTo(team);
  };

  return (
    <>
      <PageHero
        eyebrow={t('getInvolved', 'Get Involved')}
        title={t('serve', 'Serve')}
        intro={t(
          'serveIntro',
          'Use your gifts to bless others. Find a ministry team that fits you and apply to join; the team leader will reach out to welcome you.',
        )}
      />
      <PageSection title={t('findYourTeam', 'Find your team')}>
        <PublicList
          query={query}
          more={{ query: query, noun: t('teamsNoun', 'teams') }}
          select={activeTeams}
          className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
          label={t('ministryTeams', 'Ministry teams')}
          placeholders={{ count: 3, className: 'h-96' }}
          errorTitle={t('teamsCouldNotBeLoaded', 'Teams could not be loaded')}
          empty={{
            icon: 'users',
            title: t('noMinistriesFound', 'No Ministries Found'),
            description: t(
              'newTeamsAreOnTheirWayCheckBackSoon',
              'New teams are on their way. Check back soon.',
            ),
          }}
        >
          {(team, index) => (
            <ServeTeamCard
              team={team}
              index={index}
              status={statusByTeam.get(team._id) ?? null}
              onApply={apply}
            />
          )}
        </PublicList>
      </PageSection>
      <InvitationBand />
      {openTeam && <ApplyToTeamModal team={openTeam} onClose={closeForm} />}
    </>
  );
}
