import { AdminTabsScreen } from '../../../shared/ui/admin-tabs-screen';
import { SiteContentEditor } from '../components/site-content-editor';
import { useTranslation } from 'react-i18next';

/**
 * Site content (docs/product.md#site-content): the texts of the Home, Give and Contact pages, one
 * tab each.
 */
export function AdminContentPage() {
  const { t } = useTranslation();
  return (
    <AdminTabsScreen
      title={t('siteContent', 'Site content')}
      summary={t(
        'theHeadingsAndWordsVisitorsReadFirstOnTheHomeGiveAndContactPages',
        'The headings and words visitors read first on the Home, Give and Contact pages.',
      )}
      tabsLabel={t('page', 'Page')}
      tabs={[
        { id: 'home', label: t('home', 'Home'), panel: <SiteContentEditor page="home" /> },
        { id: 'give', label: t('give', 'Give'), panel: <SiteContentEditor page="give" /> },
        {
          id: 'contact',
          label: t('contact', 'Contact'),
          panel: <SiteContentEditor page="contact" />,
        },
      ]}
    />
  );
}
