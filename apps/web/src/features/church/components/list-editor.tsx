import type { ReactNode } from 'react';
import { Button } from '../../../shared/ui/button';
import { IconButton } from '../../../shared/ui/icon-button';
import { Icon } from '../../../shared/ui/icon';

export interface ListEditorProps<T> {
  /** The Add button's text: "Add gathering", "Add amount". */
  addLabel: string;
  /** The Remove button's name for one item (`index` from 0): "Remove amount 2". */
  removeLabel: (index: number) => string;
  items: readonly T[];
  /** An item's fields; `index` names them ("Amount 2"). */
  renderItem: (item: T, index: number) => ReactNode;
  onChange: (items: T[]) => void;
  blank: T;
  max?: number;
  /** The list's own message (too few, too many). */
  error?: string | undefined;
  /** Short items (an amount, a number) sit side by side on wider screens. */
  compact?: boolean;
}

/**
 * A list the Super-Admin edits in place: each item's fields with a Remove button, and Add under
 * them while the contract allows more.
 */
export function ListEditor<T>({
  addLabel,
  removeLabel,
  items,
  renderItem,
  onChange,
  blank,
  max,
  error,
  compact = false,
}: ListEditorProps<T>) {
  return (
    <div className="flex flex-col gap-3">
      <ul className={compact ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-3'}>
        {items.map((item, index) => (
          <li
            // The items have no identity of their own: position is what the form edits.
            key={index}
            className="flex items-start gap-2 rounded-2xl border border-ink-100 bg-cream-50/60 p-3"
          >
            <div className="min-w-0 flex-1">{renderItem(item, index)}</div>
            <IconButton
              icon="trash"
              label={removeLabel(index)}
              onClick={() => onChange(items.filter((_, at) => at !== index))}
              className="mt-7 shrink-0 text-ink-500 hover:bg-red-50 hover:text-red-700"
            />
          </li>
        ))}
      </ul>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      {(max === undefined || items.length < max) && (
        <Button
          variant="outline"
          onClick={() => onChange([...items, blank])}
          className="self-start"
        >
          <Icon name="plus" />
          {addLabel}
        </Button>
      )}
    </div>
  );
}
