import type { ImgHTMLAttributes } from 'react';
import { cn } from '../lib/cn';

export interface CoverImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt'> {
  src: string;
  width: number;
  height: number;
  /** On the first screen: fetched first rather than when it nears the screen. */
  priority?: boolean;
}

/**
 * A card's or an article's picture, filling its frame. It is decoration (the title beside it
 * says what it shows), so it has no text alternative.
 */
export function CoverImage({ priority = false, className, ...rest }: CoverImageProps) {
  return (
    <img
      alt=""
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('size-full object-cover', className)}
      {...rest}
    />
  );
}
