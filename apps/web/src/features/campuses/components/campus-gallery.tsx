import type { CampusImage } from '@torch/contract';
import { Icon } from '../../../shared/ui/icon';
import { galleryLayout } from '../lib/gallery-layout';

/** A campus's pictures: one large, up to three small, then +N more; each opens larger. */
export function CampusGallery({
  campusName,
  images,
  onOpen,
}: {
  campusName: string;
  images: readonly CampusImage[];
  onOpen: (index: number) => void;
}) {
  const { main, thumbnails, more } = galleryLayout(images);
  if (!main) {
    return (
      <div
        data-testid="campus-placeholder"
        className="flame-bg flex aspect-[16/10] items-center justify-center"
      >
        <Icon name="flame" className="size-14 text-white/80" />
        <span className="sr-only">No photos of {campusName} yet</span>
      </div>
    );
  }
  const alt = (image: CampusImage, index: number) =>
    image.alt || `${campusName}, photo ${index + 1}`;
  return (
    <div className="flex flex-col gap-1 bg-ink-100 p-1">
      <button
        type="button"
        onClick={() => onOpen(0)}
        className="aspect-[16/10] overflow-hidden rounded-t-[1.35rem]"
        aria-label={`View ${alt(main, 0)}`}
      >
        <img
          src={main.url}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-300 hover:scale-105"
        />
      </button>
      {thumbnails.length > 0 && (
        <div className="grid grid-cols-4 gap-1">
          {thumbnails.map((image, index) => (
            <button
              key={image.url}
              type="button"
              onClick={() => onOpen(index + 1)}
              className="aspect-square overflow-hidden rounded-md"
              aria-label={`View ${alt(image, index + 1)}`}
            >
              <img
                src={image.url}
                alt=""
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            </button>
          ))}
          {more > 0 && (
            <button
              type="button"
              onClick={() => onOpen(thumbnails.length + 1)}
              className="flex aspect-square items-center justify-center rounded-md bg-ink-900/80 text-sm font-semibold text-white"
              aria-label={`View ${more} more photos of ${campusName}`}
            >
              +{more} more
            </button>
          )}
        </div>
      )}
    </div>
  );
}
