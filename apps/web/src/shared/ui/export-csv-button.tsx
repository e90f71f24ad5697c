import { toast } from 'react-toastify';
import { errorMessage } from '../api/api-error';
import { unknownErrorMessage } from '../api/http-client';
import { Button } from './button';
import { Icon } from './icon';
import { useTranslation } from 'react-i18next';

/** The mutation that downloads an admin list as the server writes its CSV. */
interface CsvDownload<V> {
  mutate: (variables: V, options: { onError: (error: Error) => void }) => void;
  isPending: boolean;
}

export interface ExportCsvButtonProps<V> {
  download: CsvDownload<V>;
  /** What the download asks for, e.g. the list's filters. */
  variables?: V;
  disabled?: boolean;
}

/** An admin screen's "Export CSV": it waits for the file, and a refusal is told in a toast. */
export function ExportCsvButton<V>({ download, variables, disabled }: ExportCsvButtonProps<V>) {
  const { t } = useTranslation();
  const exportCsv = () =>
    download.mutate(variables as V, {
      onError: (error) =>
        toast.error(
          t('exportFailedMessage', 'Export failed: {{message}}', {
            message: errorMessage(error, unknownErrorMessage()),
          }),
        ),
    });
  return (
    <Button variant="outline" onClick={exportCsv} loading={download.isPending} disabled={disabled}>
      {!download.isPending && <Icon name="download" className="size-4" />}
      {t('exportCsv', 'Export CSV')}
    </Button>
  );
}
