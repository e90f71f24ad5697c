import { useSyncExternalStore } from 'react';
import { canInstall, install, subscribeToInstallOffer } from '../../shared/lib/install-prompt';
import { cn } from '../../shared/lib/cn';
import { Icon } from '../../shared/ui/icon';
import { useTranslation } from 'react-i18next';

/**
 * "Install app" in an account menu's list, shown only while the browser offers to install Torch
 * (docs/product.md#installable-app); the browser's own dialog does the rest.
 */
export function InstallAppItem({
  className,
  listItemClassName,
  onDone,
}: {
  className: string;
  listItemClassName?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const offered = useSyncExternalStore(subscribeToInstallOffer, canInstall, () => false);
  if (!offered) return null;
  return (
    <li className={listItemClassName}>
      <button
        type="button"
        onClick={() => {
          onDone();
          void install();
        }}
        className={cn(className, 'w-full')}
      >
        <Icon name="download" className="shrink-0 text-ember-700" />
        <span className="truncate">{t('installApp', 'Install app')}</span>
      </button>
    </li>
  );
}
