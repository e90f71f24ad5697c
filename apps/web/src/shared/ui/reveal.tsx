import { useRef, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useInView } from '../lib/use-in-view';

/**
 * Share of a section that must be on screen before it fades in
 * (docs/product.md#timings-and-limits).
 */
const VISIBLE_SHARE = 0.1;

/**
 * Fades its content in the first time a tenth of it scrolls into view. What is already on
 * screen when the page opens, and everything for visitors who ask for reduced motion, shows
 * straight away. Until it nears the screen the browser skips its layout and painting
 * (content-visibility), which on a slow phone is much of the cost of a long page's first load.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { inView, immediate } = useInView(ref, VISIBLE_SHARE);
  return (
    <div
      ref={ref}
      data-revealed={inView}
      className={cn(
        '[content-visibility:auto] [contain-intrinsic-size:auto_600px]',
        !immediate &&
          'transition-[opacity,translate] duration-700 ease-out motion-reduce:transition-none',
        inView ? 'translate-y-0 opacity-100' : 'translate-y-6 opacity-0',
        className,
      )}
    >
      {children}
    </div>
  );
}
