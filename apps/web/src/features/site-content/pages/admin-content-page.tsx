import { useState } from 'react';
import type { SiteContentPage } from '@torch/contract';
import { AdminScreen } from '../../../shared/ui/admin-screen';
import { Tabs } from '../../../shared/ui/tabs';
import { SiteContentEditor } from '../components/site-content-editor';

const pages = [
  { id: 'home', label: 'Home' },
  { id: 'give', label: 'Give' },
  { id: 'contact', label: 'Contact' },
] as const satisfies readonly { id: SiteContentPage; label: string }[];

/**
 * Site content (docs/product.md#site-content): the texts of the Home, Give and Contact pages, one
 * tab each.
 */
export function AdminContentPage() {
  const [page, setPage] = useState<SiteContentPage>('home');
  return (
    <AdminScreen
      title="Site content"
      summary="The headings and words visitors read first on the Home, Give and Contact pages."
    >
      <Tabs label="Page" items={pages} value={page} onChange={setPage}>
        <SiteContentEditor page={page} />
      </Tabs>
    </AdminScreen>
  );
}
