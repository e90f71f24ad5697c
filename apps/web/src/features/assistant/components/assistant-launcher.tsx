/**
 * The floating AI assistant button (docs/product.md#assistant). Only this button ships with the
 * page; the panel and everything behind it are fetched when a visitor shows interest (hover,
 * focus) or opens it, so the assistant costs the first page load almost nothing.
 */
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { cn } from '../../../shared/lib/cn';
import { clientConfig } from '../../../shared/config/client-config';
import { Icon } from '../../../shared/ui/icon';
import { togglePlacement } from '../lib/panel-placement';
import { AssistantPanelLoading } from './assistant-panel-loading';
import { AssistantPanelUnavailable } from './assistant-panel-unavailable';
import { useTranslation } from 'react-i18next';

const loadPanel = () => import('./assistant-panel');
const AssistantPanel = lazy(() =>
  loadPanel().then(
    (module) => ({ default: module.AssistantPanel }),
    // Without this the failure would reach the route's error screen and take the page with it.
    () => ({ default: AssistantPanelUnavailable }),
  ),
);

/** Below the `sm` breakpoint the panel covers the page, so following a link should reveal it. */
function panelCoversPage(): boolean {
  return window.matchMedia?.('(max-width: 639.98px)').matches ?? false;
}

export function AssistantLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted (hidden when closed) so the conversation survives.
  const [started, setStarted] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => {
    setOpen(false);
    toggle.current?.focus();
  }, []);
  const closeIfCovering = useCallback(() => {
    if (panelCoversPage()) close();
  }, [close]);
  // A failed early fetch is not an error yet: opening the panel tries again and says so.
  const preload = () => void loadPanel().catch(() => undefined);

  if (!clientConfig().features.aiAssistant) return null;
  return (
    <>
      <button
        ref={toggle}
        type="button"
        aria-label={
          open
            ? t('closeAiAssistant', 'Close AI Assistant')
            : t('openAiAssistant', 'Open AI Assistant')
        }
        aria-expanded={open}
        aria-controls={started ? panelId : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setStarted(true);
          setOpen((current) => !current);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) close();
        }}
        className={cn(
          togglePlacement,
          'flex size-12 items-center justify-center rounded-full flame-bg text-white shadow-glow ring-2 ring-white/80 transition-transform duration-200 hover:scale-105 active:scale-95 sm:size-14',
        )}
      >
        <Icon
          name={open ? 'close' : 'sparkle'}
          className={cn('size-6 transition-transform duration-200 sm:size-7', open && 'rotate-90')}
        />
      </button>
      {started && (
        <Suspense fallback={open ? <AssistantPanelLoading /> : null}>
          <AssistantPanel id={panelId} open={open} onClose={close} onNavigate={closeIfCovering} />
        </Suspense>
      )}
    </>
  );
}
