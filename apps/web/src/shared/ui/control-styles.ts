/** Shared look of text inputs, text areas and selects. */
import { cn } from '../lib/cn';

export function controlClasses(invalid: boolean, className?: string): string {
  return cn(
    'w-full rounded-xl border bg-white px-4 text-base text-ink-900 shadow-sm transition-colors placeholder:text-ink-400',
    'focus:border-ember-500 focus:outline-none focus:ring-4 focus:ring-ember-500/20 focus-visible:outline-none',
    'disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-500',
    invalid ? 'border-red-600' : 'border-ink-200 hover:border-ink-300',
    className,
  );
}

/** The aria wiring that ties a control to its hint or error text. */
export function describedBy(id: string, error?: string, hint?: unknown): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}
