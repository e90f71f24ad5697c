import { paths } from '../../../shared/config/paths';
import { HighlightCard } from '../../../shared/ui/highlight-card';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageSection } from '../../../shared/ui/page-section';
import { useTranslation } from 'react-i18next';

/** Join Us (docs/product.md#join-us): four doors into the community. */
export function JoinUsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero
        eyebrow={t('getInvolved', 'Get Involved')}
        title={t('joinUs', 'Join Us')}
        intro={t(
          'joinUsIntro',
          'Belonging starts with a single step. Come to a gathering, find a campus near you, serve on a team or partner through giving.',
        )}
      />
      <PageSection>
        <div className="grid gap-6 sm:grid-cols-2">
          <HighlightCard
            icon="calendar"
            title={t('attendAnEvent', 'Attend an event')}
            to={paths.events}
          >
            {t(
              'ourWeeklyGatheringsAndSpecialEventsAreTheEasiestPlaceToStart',
              'Our weekly gatherings and special events are the easiest place to start.',
            )}
          </HighlightCard>
          <HighlightCard
            icon="flame"
            title={t('findALightCampus', 'Find a Light Campus')}
            to={paths.lightCampuses}
          >
            {t(
              'meetBelieversInYourSchoolUniversityOrNeighbourhood',
              'Meet believers in your school, university or neighbourhood.',
            )}
          </HighlightCard>
          <HighlightCard icon="users" title={t('serveOnATeam', 'Serve on a team')} to={paths.serve}>
            {t(
              'useYourGiftsInWorshipMediaHospitalityOutreachAndMore',
              'Use your gifts in worship, media, hospitality, outreach and more.',
            )}
          </HighlightCard>
          <HighlightCard icon="gift" title={t('give', 'Give')} to={paths.give}>
            {t(
              'becomeAWordInvestorAndHelpTheLightReachFurther',
              'Become a Word Investor and help the light reach further.',
            )}
          </HighlightCard>
        </div>
      </PageSection>
    </>
  );
}
