import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface AdminListItemProps {
  /** A picture on the left (a thumbnail, a photo); stacked on top on phones. */
  media?: ReactNode;
  title: ReactNode;
  /** Small facts under the title: date, speaker, place. */
  meta?: ReactNode;
  /** A badge or two beside the title. */
  badges?: ReactNode;
  /** Edit, View, Delete: on the right on wide screens, a full-width row on phones. */
  actions: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * One entry of an admin list. A card on phones and a row on wide screens, from the same
 * markup, so there is one list for assistive technology whatever the width.
 */
export function AdminListItem({
  media,
  title,
  meta,
  badges,
  actions,
  children,
  className,
}: AdminListItemProps) {
  return (
    <li
      className={cn(
        'flex flex-col gap-4 rounded-3xl border border-ink-100 bg-white p-4 shadow-warm sm:flex-row sm:items-center sm:p-5',
        className,
      )}
    >
      {media}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="min-w-0 font-sans text-lg font-semibold break-words text-ink-900">
            {title}
          </h3>
          {badges}
        </div>
        {meta && (
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-600">{meta}</div>
        )}
        {children && <div className="mt-2 text-sm leading-relaxed text-ink-600">{children}</div>}
      </div>
      <div className="flex flex-wrap gap-2 border-t border-ink-100 pt-4 sm:shrink-0 sm:justify-end sm:border-0 sm:pt-0 [&>*]:flex-1 sm:[&>*]:flex-none">
        {actions}
      </div>
    </li>
  );
}
