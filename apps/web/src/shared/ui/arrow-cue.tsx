import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Icon } from './icon';

/**
 * The words at the foot of a card that opens as a whole (Read more, Explore): not a link of
 * their own, with an arrow that nudges when the card (a `group`) is hovered.
 */
export function ArrowCue({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1.5 font-semibold text-ember-700', className)}
    >
      {children}
      <Icon name="arrowRight" className="size-4 transition-transform group-hover:translate-x-1" />
    </span>
  );
}
