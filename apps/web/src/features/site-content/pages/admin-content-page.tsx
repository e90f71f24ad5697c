import { siteContentPages } from '@torch/contract';
import { AdminTabsScreen } from '../../../shared/ui/admin-tabs-screen';
import { SiteContentEditor } from '../components/site-content-editor';
import { pageSections } from '../lib/page-sections';
import { useTranslation } from 'react-i18next';

/**
 * Site content (docs/product.md#site-content): the words of every public page, one tab a page,
 * each text in the section the page shows it in, beside a preview of that section.
 */
export function AdminContentPage() {
  const { t } = useTranslation();
  const pages = pageSections(t);
  return (
    <AdminTabsScreen
      title={t('siteContent', 'Site content')}
      summary={t(
        'theWordsOfEveryPublicPage',
        'The words of every public page, as your church would say them. A text left empty shows the one it started with.',
      )}
      tabsLabel={t('page', 'Page')}
      tabs={siteContentPages.map((page) => ({
        id: page,
        label: pages[page].label,
        panel: <SiteContentEditor page={page} sections={pages[page].sections} />,
      }))}
    />
  );
}
