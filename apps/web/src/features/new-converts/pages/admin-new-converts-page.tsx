import { useSearchText } from '../../../shared/lib/use-list-filters';
import { AdminList } from '../../../shared/ui/admin-list';
import { AdminScreen } from '../../../shared/ui/admin-screen';
import { LoadMore, loadedOf } from '../../../shared/ui/load-more';
import { SearchInput } from '../../../shared/ui/search-input';
import { useNewConverts } from '../api';
import { AdminNewConvertItem } from '../components/admin-new-convert-item';

/**
 * New converts (docs/product.md#admin-new-converts): a read-only list for the follow-up team,
 * newest first, searched by name and filtered by country on the server; both in the address.
 */
export function AdminNewConvertsPage() {
  const name = useSearchText('q');
  const country = useSearchText('country');
  const converts = useNewConverts({ q: name.search, country: country.search });
  const filtered = Boolean(name.search || country.search);
  const count = converts.total;
  return (
    <AdminScreen
      title="New Converts"
      summary={
        converts.data
          ? `${count} ${count === 1 ? 'person' : 'people'} to welcome and walk with`
          : 'People to welcome and walk with'
      }
    >
      <div className="grid gap-3 sm:max-w-2xl sm:grid-cols-2">
        <SearchInput
          id="admin-new-converts-search"
          label="Search by name"
          placeholder="Any part of the name…"
          value={name.text}
          onSearch={name.setText}
        />
        <SearchInput
          id="admin-new-converts-country"
          label="Country"
          placeholder="e.g. Uganda"
          value={country.text}
          onSearch={country.setText}
        />
      </div>
      <AdminList
        query={converts}
        label="New converts"
        loadingLabel="Loading new converts…"
        errorTitle="New converts could not be loaded"
        empty={
          filtered
            ? {
                icon: 'search',
                title: `No new converts match “${[name.search, country.search].filter(Boolean).join(', ')}”.`,
              }
            : { icon: 'heart', title: 'No new converts yet.' }
        }
        footer={<LoadMore query={converts} count={loadedOf(converts, 'new converts')} />}
      >
        {(convert) => <AdminNewConvertItem key={convert._id} convert={convert} />}
      </AdminList>
    </AdminScreen>
  );
}
