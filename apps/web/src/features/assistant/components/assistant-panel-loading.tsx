import { Spinner } from '../../../shared/ui/spinner';
import { panelPlacement } from '../lib/panel-placement';
import { useTranslation } from 'react-i18next';

/** Stands where the panel will be while its code is fetched the first time it opens. */
export function AssistantPanelLoading() {
  const { t } = useTranslation();
  return (
    <div className={`${panelPlacement} items-center justify-center`}>
      <Spinner label={t('loadingTheAiAssistant', 'Loading the AI Assistant')} />
    </div>
  );
}
