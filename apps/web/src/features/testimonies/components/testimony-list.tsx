import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { LoadError } from '../../../shared/ui/load-error';
import { LoadMore } from '../../../shared/ui/load-more';
import { Spinner } from '../../../shared/ui/spinner';
import { usePublicTestimonies } from '../api';
import { TestimonyCard } from './testimony-card';
import { useTranslation } from 'react-i18next';

/** The approved stories, newest first, a page at a time. */
export function TestimonyList() {
  const { t } = useTranslation();
  const testimonies = usePublicTestimonies();
  if (testimonies.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={t('loadingTestimonies', 'Loading testimonies…')} />
      </div>
    );
  }
  if (testimonies.isError) {
    return (
      <LoadError
        title={t('testimoniesCouldNotBeLoaded', 'Testimonies could not be loaded')}
        error={testimonies.error}
        onRetry={() => void testimonies.refetch()}
      />
    );
  }
  if (testimonies.data.length === 0) {
    return (
      <EmptyState
        icon={<Icon name="sparkle" className="size-7" />}
        title={t('noStoriesYet', 'No stories yet')}
        description={t(
          'beTheFirstToShareWhatGodHasDoneInYourLife',
          'Be the first to share what God has done in your life.',
        )}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <ul aria-label={t('testimonies', 'Testimonies')} className="grid gap-5 md:grid-cols-2">
        {testimonies.data.map((testimony) => (
          <li key={testimony._id}>
            <TestimonyCard testimony={testimony} />
          </li>
        ))}
      </ul>
      <LoadMore
        query={testimonies}
        count={{
          shown: testimonies.data.length,
          total: testimonies.total,
          noun: t('storiesNoun', 'stories'),
        }}
      />
    </div>
  );
}
