import { cn } from '../lib/cn';

/** A soft placeholder block in the shape of content that is still loading. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-2xl bg-ink-100/70', className)} />
  );
}
