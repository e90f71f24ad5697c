import { errorMessage } from '../../../shared/api/api-error';
import { AdminToolbar } from '../../../shared/ui/admin-toolbar';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { LoadError } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import { useNewConverts } from '../api';
import { AdminNewConvertItem } from '../components/admin-new-convert-item';

/** New converts (docs/product.md#admin-new-converts): a read-only list for the follow-up team. */
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
      {converts.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading new converts…" />
        </div>
      ) : converts.isError ? (
        <LoadError
          title="New converts could not be loaded"
          message={errorMessage(converts.error, 'Please try again.')}
          onRetry={() => void converts.refetch()}
        />
      ) : count === 0 ? (
        <EmptyState icon={<Icon name="heart" className="size-7" />} title="No new converts yet." />
      ) : (
        <ul className="flex flex-col gap-4" aria-label="New converts">
          {converts.data.map((convert) => (
            <AdminNewConvertItem key={convert._id} convert={convert} />
          ))}
        </ul>
      )}
    </div>
  );
}
