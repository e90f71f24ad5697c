import { FormCard } from '../../../shared/ui/form-card';
import { PageHero } from '../../../shared/ui/page-hero';
import { NewConvertForm } from '../components/new-convert-form';
import { useTranslation } from 'react-i18next';

/** New converts (/new-converts): a form so the church can welcome and walk with new believers. */
export function NewConvertsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero
        eyebrow={t('getInvolved', 'Get Involved')}
        title={t('welcomeToTheFamily', 'Welcome to the Family')}
        documentTitle={t('newConverts', 'New Converts')}
        intro={t(
          'haveYouJustGivenYourLifeToJesus',
          'Have you just given your life to Jesus? That is the best decision you will ever make. Let us know, so we can walk with you in your first steps of faith.',
        )}
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
            <NewConvertForm />
          </FormCard>
        </div>
      </section>
    </>
  );
}
