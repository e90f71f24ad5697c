import type { ReactNode } from 'react';
import { cn } from '../../../shared/lib/cn';
import { Icon } from '../../../shared/ui/icon';

export interface ChoiceButtonProps {
  selected: boolean;
  onSelect: () => void;
  children: ReactNode;
  className?: string;
}

/** One option of a pick-one group (amount, payment method): pressed shows it is the choice. */
export function ChoiceButton({ selected, onSelect, children, className }: ChoiceButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        'relative inline-flex min-h-12 items-center justify-center gap-2 rounded-2xl border px-4 font-semibold whitespace-nowrap transition-colors',
        selected
          ? 'border-ember-600 bg-ember-50 text-ember-800 ring-2 ring-ember-500/30'
          : 'border-ink-200 bg-white text-ink-800 hover:border-ember-300 hover:bg-ember-50/50',
        className,
      )}
    >
      {selected && (
        // On the corner, outside the text box: a phone's two columns leave the amount no room
        // to step aside for it.
        <Icon
          name="check"
          className="absolute -top-2 -right-2 size-5 rounded-full bg-ember-600 p-1 text-white ring-2 ring-white"
        />
      )}
      {children}
    </button>
  );
}
