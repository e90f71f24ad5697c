import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type BadgeTone = 'ember' | 'gold' | 'green' | 'neutral' | 'red' | 'blue';

const tones: Record<BadgeTone, string> = {
  ember: 'bg-ember-100 text-ember-800',
  gold: 'bg-amber-100 text-amber-900',
  green: 'bg-emerald-100 text-emerald-800',
  neutral: 'bg-ink-100 text-ink-700',
  red: 'bg-red-100 text-red-800',
  blue: 'bg-sky-100 text-sky-900',
};

export function Badge({
  tone = 'ember',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
