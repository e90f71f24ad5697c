import { Icon, type IconName } from './icon';

export interface AdminThumbnailProps {
  /** The item's picture, if it has one. */
  src: string | null | undefined;
  /** Without a picture: what kind of thing it is, on the flame background. */
  icon: IconName;
}

/** The picture at the start of an admin list item: a wide frame, full width on phones. */
export function AdminThumbnail({ src, icon }: AdminThumbnailProps) {
  return (
    <div className="aspect-video w-full shrink-0 overflow-hidden rounded-2xl bg-ink-100 sm:w-32">
      {src ? (
        <img src={src} alt="" className="size-full object-cover" />
      ) : (
        <div className="flame-bg flex size-full items-center justify-center">
          <Icon name={icon} className="size-8 text-white/80" />
        </div>
      )}
    </div>
  );
}
