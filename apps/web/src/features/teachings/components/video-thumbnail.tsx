import { useState } from 'react';
import { youtubeThumbnailUrl } from '../../../shared/lib/youtube';
import { Icon } from '../../../shared/ui/icon';

/**
 * The video's YouTube still, or a warm gradient when there is no valid id or the picture
 * cannot be fetched (offline, removed video), so the grid never shows a broken image.
 */
export function VideoThumbnail({
  videoId,
  eager = false,
  placeholderIcon = true,
}: {
  videoId: string | null;
  eager?: boolean;
  /** Off where a play button already sits in the middle of the picture. */
  placeholderIcon?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (!videoId || failed) {
    return (
      <div
        aria-hidden="true"
        className="flex size-full items-center justify-center bg-[radial-gradient(circle_at_30%_120%,var(--color-ember-500),var(--color-ink-900)_70%)]"
      >
        {placeholderIcon && <Icon name="book" className="size-12 text-gold-300/70" />}
      </div>
    );
  }
  return (
    <img
      src={youtubeThumbnailUrl(videoId)}
      alt=""
      width={480}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className="size-full object-cover"
    />
  );
}
