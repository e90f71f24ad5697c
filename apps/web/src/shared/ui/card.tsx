import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  padded?: boolean;
  children: ReactNode;
}

export function Card({ padded = true, className, children, ...rest }: CardProps) {
  return (
    <div
      className={cn(
        'rounded-3xl border border-ink-100 bg-white shadow-warm',
        padded && 'p-6 sm:p-8',
        className,
      )}
      {...rest}
    >
      {children}
    </div>
  );
}
