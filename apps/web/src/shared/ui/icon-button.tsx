import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { Icon, type IconName } from './icon';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** Its accessible name: the button shows only the icon. */
  label: string;
  iconClassName?: string;
}

/** A round button showing only an icon (close, menu, send), at the 44 px touch size. */
export function IconButton({
  icon,
  label,
  iconClassName,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={cn('inline-flex size-11 items-center justify-center rounded-full', className)}
      {...rest}
    >
      <Icon name={icon} className={iconClassName} />
    </button>
  );
}
