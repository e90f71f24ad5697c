import { aboutTextDefaults } from '@torch/contract';
import { paths } from '../../../shared/config/paths';
import { PageHero } from '../../../shared/ui/page-hero';
import { ButtonLink } from '../../../shared/ui/button-link';
import { HighlightCard } from '../../../shared/ui/highlight-card';
import { PageSection } from '../../../shared/ui/page-section';
import { useSiteTexts } from '../../site-content';
import { BeliefsList } from '../components/beliefs-list';
import { useTranslation } from 'react-i18next';

/**
 * About Us (docs/product.md#about): who we are, mission and vision, and what we believe. The
 * church's own words come from Site Content (docs/product.md#site-content).
 */
export function AboutPage() {
  const { t } = useTranslation();
  const texts = useSiteTexts('about', aboutTextDefaults);
  return (
    <>
      <PageHero
        eyebrow={t('aboutUs', 'About Us')}
        title={texts.heroTitle}
        documentTitle={t('aboutUs', 'About Us')}
        intro={texts.intro}
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
      <PageSection title={texts.whoWeAreTitle}>
        <div className="grid gap-8 text-lg leading-relaxed text-ink-600 md:grid-cols-2">
          <p className="whitespace-pre-line">{texts.whoWeAreFamily}</p>
          <p className="whitespace-pre-line">{texts.whoWeAreGathering}</p>
        </div>
      </PageSection>
      <PageSection title={texts.drivesUsTitle} tone="cream">
        <div className="grid gap-6 md:grid-cols-3">
          <HighlightCard icon="flame" title={texts.missionTitle}>
            {texts.missionText}
          </HighlightCard>
          <HighlightCard icon="compass" title={texts.visionTitle}>
            {texts.visionText}
          </HighlightCard>
          <HighlightCard icon="book" title={texts.foundationTitle}>
            {texts.foundationText}
          </HighlightCard>
        </div>
      </PageSection>
      <PageSection title={texts.beliefsTitle} intro={texts.beliefsIntro}>
        <div className="max-w-3xl">
          <BeliefsList
            beliefs={[
              [texts.beliefOneTitle, texts.beliefOneText],
              [texts.beliefTwoTitle, texts.beliefTwoText],
              [texts.beliefThreeTitle, texts.beliefThreeText],
              [texts.beliefFourTitle, texts.beliefFourText],
              [texts.beliefFiveTitle, texts.beliefFiveText],
            ]}
          />
        </div>
      </PageSection>
    </>
  );
}
