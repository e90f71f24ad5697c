import { errorMessage } from '../../../shared/api/api-error';
import { AdminToolbar } from '../../../shared/ui/admin-toolbar';
import { LoadError } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import { useAdminTorchKids } from '../api';
import { TorchKidsForm } from '../components/torch-kids-form';

/** Torch Stars in the admin area: the children's page texts in one form. */
export function AdminTorchKidsPage() {
  const content = useAdminTorchKids();
  return (
    <div className="flex flex-col gap-6">
      <AdminToolbar
        title="Torch Stars page"
        summary="What parents read about the children's ministry on the Torch Stars page."
      />
      {content.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading Torch Stars content…" />
        </div>
      ) : content.isError ? (
        <LoadError
          title="The texts could not be loaded"
          message={errorMessage(content.error, 'Please try again.')}
          onRetry={() => void content.refetch()}
        />
      ) : (
        <TorchKidsForm content={content.data} />
      )}
    </div>
  );
}
