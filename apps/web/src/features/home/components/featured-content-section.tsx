import { useChurch } from '../../church';
import { LatestPostTile } from './latest-post-tile';
import { LatestTeachingTile } from './latest-teaching-tile';
import { WeeklyFellowshipTile } from './weekly-fellowship-tile';
import { useTranslation } from 'react-i18next';

/**
 * Featured Content (docs/product.md#home): the latest teaching, the latest post and the weekly
 * gatherings (none for a church that has not set any).
 */
export function FeaturedContentSection() {
  const { t } = useTranslation();
  const hasGatherings = useChurch().gatherings.length > 0;
  return (
    <section aria-labelledby="featured-content-heading" className="bg-cream-50">
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-20">
        <p className="text-sm font-semibold tracking-[0.2em] text-ember-700 uppercase">
          {t('growWithUs', 'Grow with us')}
        </p>
        <h2 id="featured-content-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
          {t('featuredContent', 'Featured Content')}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          <li>
            <LatestTeachingTile />
          </li>
          <li>
            <LatestPostTile />
          </li>
          {hasGatherings && (
            <li>
              <WeeklyFellowshipTile />
            </li>
          )}
        </ul>
      </div>
    </section>
  );
}
