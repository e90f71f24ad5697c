import { FormCard } from '../../../shared/ui/form-card';
import { PageHero } from '../../../shared/ui/page-hero';
import { TestimonyForm } from '../components/testimony-form';
import { TestimonyList } from '../components/testimony-list';
import { useTranslation } from 'react-i18next';

/** Stories of Faith (/testimonies): read approved stories and share your own for review. */
export function TestimoniesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero
        eyebrow={t('community', 'Community')}
        title={t('storiesOfFaith', 'Stories of Faith')}
        intro={t(
          'godIsStillMoving',
          'God is still moving. Read how He has answered prayer, healed and restored, and share your own story to encourage someone else.',
        )}
      />
      <section className="bg-cream-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <div className="flex flex-col gap-6">
            <h2 className="text-3xl font-semibold">{t('whatGodHasDone', 'What God has done')}</h2>
            <TestimonyList />
          </div>
          <FormCard
            title={t('shareYourTestimony', 'Share your testimony')}
            intro={t(
              'yourStoryIsReadByOurTeamBeforeItAppearsHere',
              'Your story is read by our team before it appears here.',
            )}
            className="self-start lg:sticky lg:top-24"
          >
            <TestimonyForm />
          </FormCard>
        </div>
      </section>
    </>
  );
}
