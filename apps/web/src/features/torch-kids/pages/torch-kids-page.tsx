import { useQuery } from '@tanstack/react-query';
import { torchKidsDefaults } from '@torch/contract';
import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/button-link';
import { HighlightCard } from '../../../shared/ui/highlight-card';
import type { IconName } from '../../../shared/ui/icon';
import { InvitationBand } from '../../church';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageSection } from '../../../shared/ui/page-section';
import { torchKidsQueryOptions } from '../api';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type SectionKey = 'aboutText' | 'safetyText' | 'experienceText' | 'groupsText';

/** The page's four sections, their titles in the reader's language. */
function torchKidsSections(t: TFunction): { key: SectionKey; title: string; icon: IconName }[] {
  return [
    { key: 'aboutText', title: t('aboutTorchStars', 'About Torch Stars'), icon: 'sparkle' },
    { key: 'safetyText', title: t('safeAndSecure', 'Safe & Secure'), icon: 'shield' },
    { key: 'experienceText', title: t('worshipExperience', 'Worship Experience'), icon: 'heart' },
    { key: 'groupsText', title: t('ageGroups', 'Age Groups'), icon: 'users' },
  ];
}

/**
 * Torch Stars (docs/product.md#torch-stars): the children's programme. The defaults are its initial
 * data, so the page reads complete at once and the saved texts replace them when they arrive.
 */
export function TorchKidsPage() {
  const { t } = useTranslation();
  const { data = torchKidsDefaults } = useQuery({
    ...torchKidsQueryOptions(),
    placeholderData: torchKidsDefaults,
  });

  return (
    <>
      <PageHero
        eyebrow={t('childrensProgramme', 'Children’s programme')}
        title={data.heroTitle}
        intro={data.heroSubtitle}
        actions={
          <ButtonLink to={paths.contact} size="lg" variant="primary">
            {t('planYourVisit', 'Plan Your Visit')}
          </ButtonLink>
        }
      />
      <PageSection title={t('aPlaceToShine', 'A place to shine')}>
        <div className="grid gap-6 md:grid-cols-2">
          {torchKidsSections(t).map((section) => (
            <HighlightCard key={section.key} icon={section.icon} title={section.title}>
              <p className="whitespace-pre-line">{data[section.key]}</p>
            </HighlightCard>
          ))}
        </div>
      </PageSection>
      <InvitationBand />
    </>
  );
}
