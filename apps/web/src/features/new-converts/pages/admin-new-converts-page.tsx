import { AdminList } from '../../../shared/ui/admin-list';
import { AdminToolbar } from '../../../shared/ui/admin-toolbar';
import { useNewConverts } from '../api';
import { AdminNewConvertItem } from '../components/admin-new-convert-item';

/** New converts (document 2 §2): a read-only list for the follow-up team. */
export function AdminNewConvertsPage() {
  const converts = useNewConverts();
  const count = converts.data?.length ?? 0;
  return (
    <div className="flex flex-col gap-6">
      <AdminToolbar
        title="New Converts"
        summary={
          converts.data
            ? `${count} ${count === 1 ? 'person' : 'people'} to welcome and walk with`
            : 'People to welcome and walk with'
        }
      />
      <AdminList
        query={converts}
        label="New converts"
        loadingLabel="Loading new converts…"
        errorTitle="New converts could not be loaded"
        empty={{ icon: 'heart', title: 'No new converts yet.' }}
      >
        {(convert) => <AdminNewConvertItem key={convert._id} convert={convert} />}
      </AdminList>
    </div>
  );
}
