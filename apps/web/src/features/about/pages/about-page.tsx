import { paths } from '../../../shared/config/paths';
import { PageHero } from '../../../shared/ui/page-hero';
import { ButtonLink } from '../../../shared/ui/button-link';
import { HighlightCard } from '../../../shared/ui/highlight-card';
import { PageSection } from '../../../shared/ui/page-section';
import { BeliefsList } from '../components/beliefs-list';
import { useTranslation } from 'react-i18next';

/** About Us (docs/product.md#about): who we are, mission and vision, and what we believe. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero
        eyebrow={t('aboutUs', 'About Us')}
        title={t('ourStoryVision', 'Our Story & Vision')}
        documentTitle={t('aboutUs', 'About Us')}
        intro={t(
          'aboutIntro',
          'Torch began as a handful of friends praying together one evening a week. Today we are a family of believers learning to carry the light of Christ into every home, campus and workplace.',
        )}
        actions={
          <>
            <ButtonLink to={paths.contact} size="lg" variant="primary">
              {t('planYourVisit', 'Plan Your Visit')}
            </ButtonLink>
            <ButtonLink to={paths.leaders} size="lg" variant="outline">
              {t('meetOurLeaders', 'Meet Our Leaders')}
            </ButtonLink>
          </>
        }
      />
      <PageSection title={t('whoWeAre', 'Who we are')}>
        <div className="grid gap-8 text-lg leading-relaxed text-ink-600 md:grid-cols-2">
          <p>
            {t(
              'whoWeAreFamily',
              'We are an ordinary family of believers from every walk of life: students and grandparents, boda riders and business owners. What holds us together is Jesus, the Light of the World, and a shared longing to see His light reach every corner of our city.',
            )}
          </p>
          <p>
            {t(
              'whoWeAreWeeklyGathering',
              'Every week we gather to worship, study the Word and pray for one another. Through the week we meet in Light Campuses, serve on ministry teams and care for our neighbours, because faith grows best when it is lived out together.',
            )}
          </p>
        </div>
      </PageSection>
      <PageSection title={t('whatDrivesUs', 'What drives us')} tone="cream">
        <div className="grid gap-6 md:grid-cols-3">
          <HighlightCard icon="flame" title={t('ourMission', 'Our mission')}>
            {t(
              'ourMissionText',
              'Igniting hearts, transforming lives and building communities through the love of Christ.',
            )}
          </HighlightCard>
          <HighlightCard icon="compass" title={t('ourVision', 'Our vision')}>
            {t(
              'ourVisionText',
              'A generation that knows God deeply and shines His light in every sphere of life.',
            )}
          </HighlightCard>
          <HighlightCard icon="book" title={t('ourFoundation', 'Our foundation')}>
            {t(
              'ourFoundationText',
              'We stand on the Scriptures, worship the Triune God and trust in Jesus Christ for salvation.',
            )}
          </HighlightCard>
        </div>
      </PageSection>
      <PageSection
        title={t('whatWeBelieve', 'What we believe')}
        intro={t(
          'theTruthsAtTheHeartOfOurFaith',
          'The truths at the heart of our faith. Open one to read more.',
        )}
      >
        <div className="max-w-3xl">
          <BeliefsList />
        </div>
      </PageSection>
    </>
  );
}
