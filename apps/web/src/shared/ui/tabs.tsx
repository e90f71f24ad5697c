import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

export interface TabsProps<T extends string> {
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  /** The panel for the selected tab. */
  children: ReactNode;
  /** The list spans its container and the tabs share it (a phone's few tabs, none scrolled off). */
  stretch?: boolean;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; one tab stop for the list. */
export function Tabs<T extends string>({
  label,
  items,
  value,
  onChange,
  children,
  stretch = false,
}: TabsProps<T>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const moveTo = (index: number) => {
    const count = items.length;
    const item = items[((index % count) + count) % count];
    if (!item) return;
    onChange(item.id);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-tab="${item.id}"]`)?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.id === value);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={handleKeyDown}
        className={cn(
          'max-w-full gap-1 overflow-x-auto rounded-full bg-ink-50 p-1',
          stretch ? 'flex w-full' : 'inline-flex',
        )}
      >
        {items.map((item) => {
          const selected = item.id === value;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              data-tab={item.id}
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.id)}
              className={cn(
                'min-h-11 whitespace-nowrap rounded-full text-sm font-semibold transition-colors',
                stretch ? 'flex-1 px-2 sm:px-4' : 'px-4',
                selected ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${value}`}
        tabIndex={0}
        className="mt-6 focus-visible:outline-offset-4"
      >
        {children}
      </div>
    </div>
  );
}
