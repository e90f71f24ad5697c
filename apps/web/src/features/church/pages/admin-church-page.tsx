import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../auth';
import { AdminScreen } from '../../../shared/ui/admin-screen';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { QueryView } from '../../../shared/ui/query-view';
import { churchQueryOptions } from '../api';
import { ChurchSettingsForm } from '../components/church-settings-form';
import { editableSettings } from '../hooks/use-church-form';
import { useTranslation } from 'react-i18next';

/**
 * Church settings (docs/configuration.md#church-settings): the Super-Admin changes who the church
 * is, how to reach it, when it meets, how it gives and whom to call; every open page follows.
 */
export function AdminChurchPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  // The saved settings, not the placeholder the public pages start from: the form edits these.
  const query = useQuery({ ...churchQueryOptions(), placeholderData: undefined, staleTime: 0 });
  return (
    <AdminScreen
      title={t('churchSettings', 'Church settings')}
      summary={t(
        'whoTheChurchIsHowToReachItWhenItMeetsAndHowItGives',
        'Who the church is, how to reach it, when it meets and how it gives.',
      )}
    >
      {user?.role === 'Super-Admin' ? (
        <QueryView
          query={query}
          loadingLabel={t('loadingChurchSettings', 'Loading church settings…')}
          errorTitle={t('churchSettingsCouldNotBeLoaded', 'Church settings could not be loaded')}
        >
          {(settings) => <ChurchSettingsForm settings={editableSettings(settings)} />}
        </QueryView>
      ) : (
        <EmptyState
          icon={<Icon name="shield" className="size-7" />}
          title={t('forTheSuperadmin', 'For the Super-Admin')}
          description={t(
            'onlyASuperadminCanChangeTheChurchsSettings',
            "Only a Super-Admin can change the church's settings.",
          )}
        />
      )}
    </AdminScreen>
  );
}
