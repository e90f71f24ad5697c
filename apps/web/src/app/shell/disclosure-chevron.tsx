import { cn } from '../../shared/lib/cn';
import { Icon } from '../../shared/ui/icon';

/** The arrow beside a menu's or a group's name, turned up while it is open. */
export function DisclosureChevron({ open, className }: { open: boolean; className?: string }) {
  return (
    <Icon
      name="chevronDown"
      className={cn(className, 'transition-transform', open && 'rotate-180')}
    />
  );
}
