import { cn } from '../lib/cn';
import { Icon, type IconName } from './icon';

const tones = {
  flame: 'flame-bg',
  night: 'bg-[radial-gradient(circle_at_30%_120%,var(--color-ember-500),var(--color-ink-900)_70%)]',
};

export interface IconCoverProps {
  tone: keyof typeof tones;
  icon?: IconName;
  iconClassName?: string;
}

/** Where a card has no picture: a warm backdrop, with an icon for what it is, in the same frame. */
export function IconCover({ tone, icon, iconClassName }: IconCoverProps) {
  return (
    <div
      aria-hidden="true"
      className={cn('flex size-full items-center justify-center', tones[tone])}
    >
      {icon && <Icon name={icon} className={iconClassName} />}
    </div>
  );
}
