import { newConvertsTextDefaults } from '@torch/contract';
import { FormCard } from '../../../shared/ui/form-card';
import { PageHero } from '../../../shared/ui/page-hero';
import { useSiteTexts } from '../../site-content';
import { NewConvertForm } from '../components/new-convert-form';
import { useTranslation } from 'react-i18next';

/**
 * New converts (/new-converts): a form so the church can welcome and walk with new believers; its
 * welcome and community names are the church's own, from Site Content.
 */
export function NewConvertsPage() {
  const { t } = useTranslation();
  const texts = useSiteTexts('new-converts', newConvertsTextDefaults);
  return (
    <>
      <PageHero
        eyebrow={t('getInvolved', 'Get Involved')}
        title={texts.heroTitle}
        documentTitle={t('newConverts', 'New Converts')}
        intro={texts.intro}
      />
      <section className="bg-cream-50">
        <div className="mx-auto max-w-3xl px-5 py-14 sm:px-8">
          <FormCard
            title={t('tellUsAboutYou', 'Tell us about you')}
            intro={t(
              'aMemberOfOurTeamWillReachOutToPrayWithYou',
              'A member of our team will reach out to pray with you and help you take your next steps.',
            )}
          >
            <NewConvertForm
              communityNames={{
                pheggos: texts.pheggosName,
                lychnos: texts.lychnosName,
                phos: texts.phosName,
              }}
            />
          </FormCard>
        </div>
      </section>
    </>
  );
}
