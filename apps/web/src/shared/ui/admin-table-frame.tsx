import type { ReactNode } from 'react';

/**
 * An admin list drawn as a table on wide screens: a card whose first row names the columns
 * (hidden from screen readers, each row says what its cells are). For `AdminList`'s `frame`;
 * `columns` is the grid's template, the same as the rows'.
 */
export function adminTableFrame(columns: string, headings: ReactNode) {
  return (list: ReactNode) => (
    <div className="overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-warm">
      <div
        aria-hidden="true"
        className={`hidden ${columns} gap-4 border-b border-ink-100 bg-cream-50 px-5 py-3 text-xs font-semibold tracking-[0.15em] text-ink-500 uppercase sm:grid`}
      >
        {headings}
      </div>
      {list}
    </div>
  );
}
