import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/button-link';
import { InvitationBand } from '../../church';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageSection } from '../../../shared/ui/page-section';
import { PublicList } from '../../../shared/ui/public-list';
import { usePublicMinistryTeams } from '../api';
import { activeTeams } from '../lib/active-teams';
import { MinistryTeamCard } from '../components/ministry-team-card';
import { useTranslation } from 'react-i18next';

/** Ministries (docs/product.md#ministries): the active teams, each a door to the Serve page. */
export function MinistriesPage() {
  const { t } = useTranslation();
  const query = usePublicMinistryTeams();

  return (
    <>
      <PageHero
        eyebrow={t('aboutUs', 'About Us')}
        title={t('ministries', 'Ministries')}
        intro={t(
          'ministriesIntro',
          'From worship to hospitality, media to outreach, our ministry teams are where faith turns into service. There is a place for your gifts here.',
        )}
        actions={
          <ButtonLink to={paths.serve} size="lg" variant="primary">
            {t('findAPlaceToServe', 'Find a Place to Serve')}
          </ButtonLink>
        }
      />
      <PageSection title={t('ourTeams', 'Our teams')}>
        <PublicList
          query={query}
          more={{ query: query, noun: t('teamsNoun', 'teams') }}
          select={activeTeams}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          placeholders={{
            count: 3,
            className: 'h-[28rem] rounded-3xl',
            label: t('loadingMinistries', 'Loading ministries…'),
          }}
          errorTitle={t('ministriesCouldNotBeLoaded', 'Ministries could not be loaded')}
          empty={{
            icon: 'users',
            title: t('noMinistriesFound', 'No Ministries Found'),
            description: t(
              'newTeamsAreFormingCheckBackSoonOrAskUsHowYouCanHelp',
              'New teams are forming; check back soon or ask us how you can help.',
            ),
          }}
        >
          {(team, index) => <MinistryTeamCard team={team} index={index} />}
        </PublicList>
      </PageSection>
      <InvitationBand />
    </>
  );
}
