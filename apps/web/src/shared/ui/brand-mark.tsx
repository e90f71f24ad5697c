import { useContext, useId } from 'react';
import { cn } from '../lib/cn';
import { TitleBrandContext } from './document-title';

/**
 * The Torch flame and the church's short name; `tone` lets it sit on light or dark backgrounds.
 * The name and tagline are the church's settings (docs/configuration.md#church-settings), the
 * ones the app provides unless a caller gives its own.
 */
export function BrandMark({
  tone = 'dark',
  showTagline = false,
  name,
  tagline,
  className,
}: {
  tone?: 'dark' | 'light';
  showTagline?: boolean;
  name?: string;
  tagline?: string;
  className?: string;
}) {
  const brand = useContext(TitleBrandContext);
  // Unique per instance: the mark appears in header, menu and footer at once.
  const gradientId = useId();
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-9 shrink-0">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="1" x2="0" y2="0">
            <stop offset="0" stopColor="#c2410c" />
            <stop offset="0.55" stopColor="#f97316" />
            <stop offset="1" stopColor="#fbbf24" />
          </linearGradient>
        </defs>
        <rect width="40" height="40" rx="12" fill={tone === 'dark' ? '#1c1412' : '#ffffff1f'} />
        <path
          d="M20 6c2 5.6 8.6 9.3 8.6 17.2a8.6 8.6 0 0 1-17.2 0c0-4.3 2.4-6.8 4.3-8.6 0 3 1.2 5 3 5.6C17.5 15.3 18.8 10.3 20 6z"
          fill={`url(#${gradientId})`}
        />
      </svg>
      <span className="flex flex-col leading-none">
        <span
          className={cn(
            'font-display text-xl font-semibold tracking-tight',
            tone === 'dark' ? 'text-ink-900' : 'text-white',
          )}
        >
          {name ?? brand.shortName}
        </span>
        {showTagline && (
          <span
            className={cn(
              'mt-1 text-[0.7rem] font-medium whitespace-nowrap uppercase tracking-[0.18em]',
              tone === 'dark' ? 'text-ember-700' : 'text-gold-300',
            )}
          >
            {tagline ?? brand.tagline}
          </span>
        )}
      </span>
    </span>
  );
}
