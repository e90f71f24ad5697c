import { Spinner } from '../../../shared/ui/spinner';
import { panelPlacement } from '../lib/panel-placement';

/** Stands where the panel will be while its code is fetched the first time it opens. */
export function AssistantPanelLoading() {
  return (
    <div className={`${panelPlacement} items-center justify-center`}>
      <Spinner label="Loading the AI Assistant" />
    </div>
  );
}
