import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

/** One small fact with its icon, as in "📅 12 May 2024" under a list item's title. */
export function MetaItem({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      <Icon name={icon} className="size-4 text-ember-600" />
      <span className="min-w-0 truncate">{children}</span>
    </span>
  );
}
