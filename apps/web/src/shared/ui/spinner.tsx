import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  tone?: 'ember' | 'current';
  /** Announced to screen readers; null when the surrounding control already says it. */
  label?: string | null;
  className?: string;
}

const sizes = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' };

export function Spinner({ size = 'md', tone = 'ember', label, className }: SpinnerProps) {
  const { t } = useTranslation();
  const ring = (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block animate-spin rounded-full border-solid',
        tone === 'ember'
          ? 'border-ember-100 border-t-ember-600'
          : 'border-current/25 border-t-current',
        sizes[size],
        className,
      )}
    />
  );
  if (label === null) return ring;
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label ?? t('loadingEllipsis', 'Loading…')}</span>
    </span>
  );
}
