import { AdminScreen } from '../../../shared/ui/admin-screen';
import { QueryView } from '../../../shared/ui/query-view';
import { useAdminTorchKids } from '../api';
import { TorchKidsForm } from '../components/torch-kids-form';
import { useTranslation } from 'react-i18next';

/** Torch Stars in the admin area: the children's page texts in one form. */
export function AdminTorchKidsPage() {
  const { t } = useTranslation();
  return (
    <AdminScreen
      title={t('torchStarsPage', 'Torch Stars page')}
      summary={t(
        'whatParentsReadAboutTheChildrensMinistryOnTheTorchStarsPage',
        "What parents read about the children's ministry on the Torch Stars page.",
      )}
    >
      <QueryView
        query={useAdminTorchKids()}
        loadingLabel={t('loadingTorchStarsContent', 'Loading Torch Stars content…')}
        errorTitle={t('theTextsCouldNotBeLoaded', 'The texts could not be loaded')}
      >
        {(content) => <TorchKidsForm content={content} />}
      </QueryView>
    </AdminScreen>
  );
}
