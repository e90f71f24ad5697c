import { useSearchText } from '../../../shared/lib/use-list-filters';
import { AdminList } from '../../../shared/ui/admin-list';
import { AdminScreen } from '../../../shared/ui/admin-screen';
import { LoadMore, loadedOf } from '../../../shared/ui/load-more';
import { SearchInput } from '../../../shared/ui/search-input';
import { useNewConverts } from '../api';
import { AdminNewConvertItem } from '../components/admin-new-convert-item';
import { useTranslation } from 'react-i18next';

/**
 * New converts (docs/product.md#admin-new-converts): a read-only list for the follow-up team,
 * newest first, searched by name and filtered by country on the server; both in the address.
 */
export function AdminNewConvertsPage() {
  const { t } = useTranslation();
  const name = useSearchText('q');
  const country = useSearchText('country');
  const converts = useNewConverts({ q: name.search, country: country.search });
  const filtered = Boolean(name.search || country.search);
  const count = converts.total;
  return (
    <AdminScreen
      title={t('newConverts', 'New Converts')}
      summary={
        converts.data
          ? t('countPeopleToWelcomeAndWalkWith', {
              count,
              defaultValue_one: '{{count}} person to welcome and walk with',
              defaultValue_other: '{{count}} people to welcome and walk with',
            })
          : t('peopleToWelcomeAndWalkWith', 'People to welcome and walk with')
      }
    >
      <div className="grid gap-3 sm:max-w-2xl sm:grid-cols-2">
        <SearchInput
          id="admin-new-converts-search"
          label={t('searchByName', 'Search by name')}
          placeholder={t('anyPartOfTheName', 'Any part of the name…')}
          value={name.text}
          onSearch={name.setText}
        />
        <SearchInput
          id="admin-new-converts-country"
          label={t('country', 'Country')}
          placeholder={t('egUganda', 'e.g. Uganda')}
          value={country.text}
          onSearch={country.setText}
        />
      </div>
      <AdminList
        query={converts}
        label={t('newConvertsLabel', 'New converts')}
        loadingLabel={t('loadingNewConverts', 'Loading new converts…')}
        errorTitle={t('newConvertsCouldNotBeLoaded', 'New converts could not be loaded')}
        empty={
          filtered
            ? {
                icon: 'search',
                title: t('noNewConvertsMatchSearch', 'No new converts match “{{search}}”.', {
                  search: [name.search, country.search].filter(Boolean).join(', '),
                }),
              }
            : { icon: 'heart', title: t('noNewConvertsYet', 'No new converts yet.') }
        }
        footer={
          <LoadMore
            query={converts}
            count={loadedOf(converts, t('newConvertsNoun', 'new converts'))}
          />
        }
      >
        {(convert) => <AdminNewConvertItem key={convert._id} convert={convert} />}
      </AdminList>
    </AdminScreen>
  );
}
