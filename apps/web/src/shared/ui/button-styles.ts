/** The look of every button and button-like link, so a link styled as a button matches exactly. */
import { cn } from '../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-ember-600 text-white shadow-sm hover:bg-ember-700 active:bg-ember-800 disabled:bg-ember-300',
  secondary: 'bg-ink-900 text-cream-50 hover:bg-ink-700 active:bg-ink-800 disabled:bg-ink-300',
  outline:
    'border border-ink-200 bg-white text-ink-800 hover:border-ember-300 hover:bg-ember-50 disabled:text-ink-400',
  ghost: 'text-ink-700 hover:bg-ink-50 hover:text-ink-900 disabled:text-ink-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 active:bg-red-900 disabled:bg-red-300',
  light:
    'border border-white/40 bg-white/10 text-white backdrop-blur hover:bg-white/20 disabled:text-white/60',
};

// Every size keeps a 44 px touch target; `sm` only tightens the padding.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-3.5 text-sm',
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-7 text-base',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  fullWidth = false,
): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-150 select-none disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
    fullWidth && 'w-full',
  );
}
