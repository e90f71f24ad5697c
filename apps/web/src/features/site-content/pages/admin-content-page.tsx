import { AdminTabsScreen } from '../../../shared/ui/admin-tabs-screen';
import { SiteContentEditor } from '../components/site-content-editor';

/**
 * Site content (docs/product.md#site-content): the texts of the Home, Give and Contact pages, one
 * tab each.
 */
export function AdminContentPage() {
  return (
    <AdminTabsScreen
      title="Site content"
      summary="The headings and words visitors read first on the Home, Give and Contact pages."
      tabsLabel="Page"
      tabs={[
        { id: 'home', label: 'Home', panel: <SiteContentEditor page="home" /> },
        { id: 'give', label: 'Give', panel: <SiteContentEditor page="give" /> },
        { id: 'contact', label: 'Contact', panel: <SiteContentEditor page="contact" /> },
      ]}
    />
  );
}
