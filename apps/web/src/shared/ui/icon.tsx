/** A small hand-picked icon set drawn inline, so no icon font or library ships to the browser. */
import { cn } from '../lib/cn';

const paths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  close: 'M6 6l12 12M18 6L6 18',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  arrowLeft: 'M19 12H5m6-6l-6 6 6 6',
  arrowRight: 'M5 12h14m-6-6l6 6-6 6',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2l4 4',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3-5-1s3 1 5 1zm0 0c1.5-3 5-3 5-1s-3 1-5 1z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  logout: 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10',
  shield: 'M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z',
  chat: 'M4 5h16v11H9l-5 4z',
  mail: 'M3 6h18v12H3zm0 0l9 7 9-7',
  send: 'M21 3L3 10.5l7.5 3L13.5 21zM10.5 13.5L21 3',
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  pin: 'M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4m8-4v4',
  play: 'M8 5v14l11-7z',
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  sparkle: 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z',
  flame:
    'M12 3c1 3.5 5 6 5 11a5 5 0 0 1-10 0c0-2.5 1.3-4 2.5-5 0 2 .8 3 1.8 3.4C10.6 9.5 11 6 12 3z',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6 9a6 6 0 0 1 12 0m1-9a3 3 0 1 0 0-6m2.5 15a5 5 0 0 0-3-4.6',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zm0 0v16M8 7h7',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  wifiOff:
    'M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 13a10 10 0 0 1 5-2.7M19 13a10 10 0 0 0-3-2M2 9.5a15 15 0 0 1 4.5-2.8M22 9.5A15 15 0 0 0 11 5.1M12 20h.01',
  alert: 'M12 4l9 16H3zM12 10v4m0 3h.01',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm3.5-12.5l-2 5-5 2 2-5z',
  plus: 'M12 5v14M5 12h14',
  edit: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  trash: 'M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3',
  image: 'M4 5h16v14H4zm0 11l5-5 4 4 2-2 5 5M15 9.5a1.5 1.5 0 1 0 0-.01',
  external: 'M14 4h6v6m0-6l-9 9M18 14v6H4V6h6',
  upload: 'M12 16V4m-5 5l5-5 5 5M4 16v4h16v-4',
  download: 'M12 4v12m-5-5l5 5 5-5M4 16v4h16v-4',
  inbox: 'M4 13l2.5-8h11l2.5 8v6H4zm0 0h5l1 2h4l1-2h5',
  mailOpen: 'M3 10l9-6 9 6v10H3zm0 0l9 6 9-6',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v5l3 2',
  lock: 'M6 11h12v10H6zm2 0V7a4 4 0 0 1 8 0v4',
  check: 'M5 12.5l4.5 4.5L19 7',
  videoOff:
    'M3 3l18 18M10 6h5a1 1 0 0 1 1 1v3l5-3v10M16 16v1a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h2',
} as const;

export type IconName = keyof typeof paths;

export interface IconProps {
  name: IconName;
  className?: string;
  /** Icons are decorative by default; give a title when the icon alone carries meaning. */
  title?: string;
}

export function Icon({ name, className, title }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-5 shrink-0', className)}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <path d={paths[name]} />
    </svg>
  );
}
