import { prayerFormRoute } from '@torch/contract';
import { useSearchParams } from 'react-router';
import { FormCard } from '../../../shared/ui/form-card';
import { PageHero } from '../../../shared/ui/page-hero';
import { PrayerRequestForm } from '../components/prayer-request-form';
import { PrayerWall } from '../components/prayer-wall';
import { useTranslation } from 'react-i18next';

/** Prayer (/prayer): ask for prayer, and stand with others on the live wall. */
export function PrayerPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const startWriting = searchParams.get(prayerFormRoute.param) === prayerFormRoute.value;
  return (
    <>
      <PageHero
        eyebrow={t('community', 'Community')}
        title={t('prayWithUs', 'Pray With Us')}
        documentTitle={t('prayerWall', 'Prayer Wall')}
        intro={t(
          'shareWhatIsOnYourHeartAndStandWithOthersInPrayer',
          'Share what is on your heart and stand with others in prayer. Every request is read, and every one is prayed over.',
        )}
      />
      <section className="bg-cream-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
          <FormCard
            title={t('shareAPrayerRequest', 'Share a prayer request')}
            intro={t(
              'tellUsHowWeCanPrayForYou',
              'Tell us how we can pray for you. Shared requests appear on the wall for everyone.',
            )}
            className="self-start"
          >
            <PrayerRequestForm startWriting={startWriting} />
          </FormCard>
          <PrayerWall />
        </div>
      </section>
    </>
  );
}
