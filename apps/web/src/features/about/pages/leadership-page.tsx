import { leadershipTextDefaults } from '@torch/contract';
import { paths } from '../../../shared/config/paths';
import { PageHero } from '../../../shared/ui/page-hero';
import { ButtonLink } from '../../../shared/ui/button-link';
import { HighlightCard } from '../../../shared/ui/highlight-card';
import { PageSection } from '../../../shared/ui/page-section';
import { useSiteTexts } from '../../site-content';
import { useTranslation } from 'react-i18next';

/**
 * Leadership Philosophy (docs/product.md#leadership): the principles our leaders serve by and how
 * they are organised, in the church's own words from Site Content (docs/product.md#site-content).
 */
export function LeadershipPage() {
  const { t } = useTranslation();
  const texts = useSiteTexts('leadership', leadershipTextDefaults);
  return (
    <>
      <PageHero
        eyebrow={t('aboutUs', 'About Us')}
        title={texts.heroTitle}
        intro={texts.intro}
        actions={
          <>
            <ButtonLink to={paths.leaders} size="lg" variant="primary">
              {t('ourLeaders', 'Our Leaders')}
            </ButtonLink>
            <ButtonLink to={paths.serve} size="lg" variant="outline">
              {t('findAPlaceToServe', 'Find a Place to Serve')}
            </ButtonLink>
          </>
        }
      />
      <PageSection title={texts.principlesTitle}>
        <div className="grid gap-6 md:grid-cols-3">
          <HighlightCard icon="heart" title={texts.principleOneTitle}>
            {texts.principleOneText}
          </HighlightCard>
          <HighlightCard icon="shield" title={texts.principleTwoTitle}>
            {texts.principleTwoText}
          </HighlightCard>
          <HighlightCard icon="users" title={texts.principleThreeTitle}>
            {texts.principleThreeText}
          </HighlightCard>
        </div>
      </PageSection>
      <PageSection title={texts.structureTitle} tone="cream">
        <div className="grid gap-8 md:grid-cols-[1.4fr_1fr] md:items-center">
          <div className="flex flex-col gap-4 text-lg leading-relaxed text-ink-600">
            <p className="whitespace-pre-line">{texts.structurePastors}</p>
            <p className="whitespace-pre-line">{texts.structureLightCampuses}</p>
          </div>
          <div className="flex flex-col gap-3 rounded-3xl bg-white p-6 shadow-warm sm:p-8">
            <h3 className="text-xl font-semibold">{t('getToKnowUs', 'Get to know us')}</h3>
            <p className="text-ink-600">
              {t(
                'meetThePeopleWhoLead',
                'Meet the people who lead, or find the team where your gifts fit best.',
              )}
            </p>
            <ButtonLink to={paths.leaders} variant="primary" fullWidth>
              {t('meetOurLeaders', 'Meet Our Leaders')}
            </ButtonLink>
            <ButtonLink to={paths.serve} variant="outline" fullWidth>
              {t('findAPlaceToServe', 'Find a Place to Serve')}
            </ButtonLink>
          </div>
        </div>
      </PageSection>
    </>
  );
}
