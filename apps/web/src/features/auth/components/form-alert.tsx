import type { ReactNode } from 'react';
import { Icon } from '../../../shared/ui/icon';

/** The server's answer to a failed form, in red above the fields, announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      <Icon name="alert" className="mt-0.5 text-red-700" />
      <p>{children}</p>
    </div>
  );
}
