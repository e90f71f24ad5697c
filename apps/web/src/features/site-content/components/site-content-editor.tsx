import type { SiteContentPage } from '@torch/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { LoadError } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import { useSiteContent } from '../api';
import { SiteContentForm } from './site-content-form';

/** Loads one page's texts and opens its form once they are here. */
export function SiteContentEditor({ page }: { page: SiteContentPage }) {
  const content = useSiteContent(page);
  if (content.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading content…" />
      </div>
    );
  }
  if (content.isError) {
    return (
      <LoadError
        title="The texts could not be loaded"
        message={errorMessage(content.error, 'Please try again.')}
        onRetry={() => void content.refetch()}
      />
    );
  }
  return <SiteContentForm key={page} page={page} elements={content.data.elements} />;
}
