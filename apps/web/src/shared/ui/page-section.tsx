import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface PageSectionProps {
  title?: string;
  intro?: ReactNode;
  tone?: 'plain' | 'cream';
  className?: string;
  children: ReactNode;
}

/** A band of page content with an optional heading, at the site's reading width. */
export function PageSection({
  title,
  intro,
  tone = 'plain',
  className,
  children,
}: PageSectionProps) {
  return (
    <section className={cn(tone === 'cream' ? 'bg-cream-100' : 'bg-cream-50', className)}>
      <div className="mx-auto max-w-6xl px-5 py-14 sm:px-8 sm:py-16">
        {title && <h2 className="text-3xl font-semibold">{title}</h2>}
        {intro && <div className="mt-3 max-w-2xl text-ink-600">{intro}</div>}
        <div className={title || intro ? 'mt-8' : undefined}>{children}</div>
      </div>
    </section>
  );
}
