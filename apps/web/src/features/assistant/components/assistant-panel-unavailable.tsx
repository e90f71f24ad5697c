import { useId, useLayoutEffect, useRef } from 'react';
import { Icon } from '../../../shared/ui/icon';
import { panelPlacement } from '../lib/panel-placement';
import { useTranslation } from 'react-i18next';

/**
 * Stands in for the panel when its code could not be fetched (offline, or a new release
 * replaced the files): a short note in the corner rather than the whole page's error screen.
 */
export function AssistantPanelUnavailable({
  id,
  open,
  onClose,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className={`${panelPlacement} h-auto! items-center gap-3 px-6 py-8 text-center focus:outline-none`}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-ember-50 text-ember-600">
        <Icon name="wifiOff" />
      </span>
      <h2 id={titleId} className="text-lg font-semibold">
        {t('aiAssistant', 'AI Assistant')}
      </h2>
      <p className="text-sm text-ink-600">
        {t(
          'theAssistantCouldNotLoadPleaseCheckYourConnectionAndRefreshThePage',
          'The assistant could not load. Please check your connection and refresh the page.',
        )}
      </p>
    </div>
  );
}
