import { Link, type LinkProps } from 'react-router';
import { cn } from '../lib/cn';

/**
 * A card's title link, stretched over the whole card (a `relative` box) so the card opens where
 * it is tapped, while the accessible link stays just the title.
 */
export function CardLink({ className, ...rest }: LinkProps) {
  return (
    <Link className={cn("after:absolute after:inset-0 after:content-['']", className)} {...rest} />
  );
}
