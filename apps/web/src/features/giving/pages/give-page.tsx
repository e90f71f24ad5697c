import { PageHero } from '../../../shared/ui/page-hero';
import { HighlightCard } from '../../../shared/ui/highlight-card';
import { PageSection } from '../../../shared/ui/page-section';
import { giveTextDefaults } from '@torch/contract';
import { useSiteTexts } from '../../site-content';
import { DonationForm } from '../components/donation-form';
import { splitVerse } from '../lib/bible-verse';
import { useTranslation } from 'react-i18next';

/** Give (docs/product.md#give): the verse, why we give, and the donation form. */
export function GivePage() {
  const { t } = useTranslation();
  const texts = useSiteTexts('give', giveTextDefaults);
  const verse = splitVerse(texts.giveVerse);

  return (
    <>
      <PageHero
        eyebrow={t('wordInvestors', 'Word Investors')}
        title={texts.giveTitle}
        documentTitle={t('give', 'Give')}
        intro={
          <figure>
            <blockquote className="font-display text-2xl leading-snug text-ink-800 italic sm:text-3xl">
              {t('quotedVerse', '“{{quote}}”', { quote: verse.quote })}
            </blockquote>
            {verse.reference && (
              <figcaption className="mt-3 text-sm font-semibold tracking-[0.2em] text-ember-700 uppercase">
                {verse.reference}
              </figcaption>
            )}
          </figure>
        }
      />
      <PageSection title={t('whyWeGive', 'Why We Give')}>
        <ul className="grid gap-6 md:grid-cols-3">
          <li>
            <HighlightCard icon="home" title={t('ministryOperations', 'Ministry Operations')}>
              {t(
                'ministryOperationsText',
                'Keeping our gatherings, teaching and care running week after week.',
              )}
            </HighlightCard>
          </li>
          <li>
            <HighlightCard icon="heart" title={t('communityOutreach', 'Community Outreach')}>
              {t(
                'communityOutreachText',
                'Feeding families, visiting the sick and supporting those in need around us.',
              )}
            </HighlightCard>
          </li>
          <li>
            <HighlightCard icon="compass" title={t('globalMissions', 'Global Missions')}>
              {t(
                'globalMissionsText',
                'Sending and supporting workers who carry the gospel beyond our city.',
              )}
            </HighlightCard>
          </li>
        </ul>
      </PageSection>
      <section aria-labelledby="give-online" className="bg-cream-100">
        <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 sm:py-16 lg:grid-cols-[1fr_1.4fr]">
          <div>
            <h2 id="give-online" className="text-3xl font-semibold">
              {t('giveOnline', 'Give online')}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-600">
              {t(
                'everyGiftLargeOrSmallHelpsTheLightReachFurther',
                'Every gift, large or small, helps the light reach further: a meal for a family in Kireka, a Bible for a new believer, a new Light Campus in a neighbourhood that has none.',
              )}
            </p>
            <p className="mt-4 leading-relaxed text-ink-600">
              {t(
                'chooseAnAmountTellUsWhoYouAre',
                'Choose an amount, tell us who you are and pick your mobile-money provider.',
              )}
            </p>
          </div>
          <div className="rounded-3xl border border-ink-100 bg-white p-6 shadow-warm sm:p-8">
            <DonationForm />
          </div>
        </div>
      </section>
    </>
  );
}
