import type { ReactNode } from 'react';

export interface AdminToolbarProps {
  title: string;
  /** A line under the title, usually how many items there are. */
  summary?: ReactNode;
  /** Buttons on the right on wide screens, under the title on phones. */
  actions?: ReactNode;
}

/** The head of an admin management screen: what is listed, how many, and the add button. */
export function AdminToolbar({ title, summary, actions }: AdminToolbarProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h2 className="text-2xl font-semibold">{title}</h2>
        {summary && <p className="mt-1 text-ink-600">{summary}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </div>
  );
}
