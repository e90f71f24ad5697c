import { useState } from 'react';
import { cn } from '../lib/cn';

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

const sizes = {
  sm: 'size-9 text-sm',
  md: 'size-11 text-base',
  lg: 'size-16 text-2xl',
  xl: 'size-24 text-4xl',
};

/** First letter of the name, or 'U' when there is no name to take one from. */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toLocaleUpperCase() || 'U';
}

/** The picture when there is one that loads, otherwise the initial on the flame gradient. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-display font-semibold text-white ring-2 ring-white',
        sizes[size],
        !showImage && 'flame-bg',
        className,
      )}
    >
      {showImage && src ? (
        <img
          src={src}
          alt={name}
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span aria-hidden="true" data-testid="avatar-initial">
          {initialOf(name)}
        </span>
      )}
    </span>
  );
}
