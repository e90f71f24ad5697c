import { AdminList } from '../../../shared/ui/admin-list';
import { AdminScreen } from '../../../shared/ui/admin-screen';
import { useNewConverts } from '../api';
import { AdminNewConvertItem } from '../components/admin-new-convert-item';

/**
 * New converts (docs/product.md#admin-new-converts): a read-only list for the follow-up team.
 */
export function AdminNewConvertsPage() {
  const converts = useNewConverts();
  const count = converts.data?.length ?? 0;
  return (
    <AdminScreen
      title="New Converts"
      summary={
        converts.data
          ? `${count} ${count === 1 ? 'person' : 'people'} to welcome and walk with`
          : 'People to welcome and walk with'
      }
    >
      <AdminList
        query={converts}
        label="New converts"
        loadingLabel="Loading new converts…"
        errorTitle="New converts could not be loaded"
        empty={{ icon: 'heart', title: 'No new converts yet.' }}
      >
        {(convert) => <AdminNewConvertItem key={convert._id} convert={convert} />}
      </AdminList>
    </AdminScreen>
  );
}
