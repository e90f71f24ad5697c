import { useState, type SyntheticEvent } from 'react';
import { YOUTUBE_PLACEHOLDER_WIDTH, youtubeThumbnailUrl } from '../../../shared/lib/youtube';
import { IconCover } from '../../../shared/ui/icon-cover';

/**
 * The video's YouTube still, or a warm gradient when there is no valid id or the picture
 * cannot be had (offline, or YouTube's grey placeholder for a removed video), so the grid never
 * shows a broken image. onUnavailable tells the card why: `failed`, the picture did not arrive
 * (a weak or no connection, worth another try); `missing`, YouTube has no such video.
 */
export function VideoThumbnail({
  videoId,
  eager = false,
  placeholderIcon = true,
  onUnavailable,
}: {
  videoId: string | null;
  eager?: boolean;
  /** Off where a play button already sits in the middle of the picture. */
  placeholderIcon?: boolean;
  onUnavailable?: (why: 'failed' | 'missing') => void;
}) {
  const [failed, setFailed] = useState(false);
  const fail = (why: 'failed' | 'missing') => {
    setFailed(true);
    onUnavailable?.(why);
  };
  const checkSize = (event: SyntheticEvent<HTMLImageElement>) => {
    if (event.currentTarget.naturalWidth <= YOUTUBE_PLACEHOLDER_WIDTH) fail('missing');
  };
  if (!videoId || failed) {
    return (
      <IconCover
        tone="night"
        icon={placeholderIcon ? 'book' : undefined}
        iconClassName="size-12 text-gold-300/70"
      />
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
      onLoad={checkSize}
      onError={() => fail('failed')}
      className="size-full object-cover"
    />
  );
}
