import type { SiteContentPage } from '@torch/contract';
import { QueryView } from '../../../shared/ui/query-view';
import { useSiteContent } from '../api';
import type { TextSection } from '../lib/page-sections';
import { SiteContentForm } from './site-content-form';
import { useTranslation } from 'react-i18next';

/** Loads one page's texts and opens its form once they are here. */
export function SiteContentEditor({
  page,
  sections,
}: {
  page: SiteContentPage;
  sections: TextSection[];
}) {
  const { t } = useTranslation();
  return (
    <QueryView
      query={useSiteContent(page)}
      loadingLabel={t('loadingContent', 'Loading content…')}
      errorTitle={t('theTextsCouldNotBeLoaded', 'The texts could not be loaded')}
    >
      {(content) => (
        <SiteContentForm key={page} page={page} sections={sections} elements={content.elements} />
      )}
    </QueryView>
  );
}
