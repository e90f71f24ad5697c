import type { CampusImage } from '@torch/contract';
import { cn } from '../../../shared/lib/cn';
import { Icon } from '../../../shared/ui/icon';
import { galleryLayout } from '../lib/gallery-layout';
import { useTranslation } from 'react-i18next';

/** The strip under the large photo: as many equal columns as it has tiles, so it fills the card. */
const stripColumns = ['', 'grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4'];

/**
 * A campus's pictures: one large, up to three small, then +N more; each opens larger. The
 * photos fill the card's width at any count, edge to edge, so one photo reads as a cover and
 * two or more as a gallery, never as small pictures in an empty band.
 */
export function CampusGallery({
  campusName,
  images,
  onOpen,
}: {
  campusName: string;
  images: readonly CampusImage[];
  onOpen: (index: number) => void;
}) {
  const { t } = useTranslation();
  const { main, thumbnails, more } = galleryLayout(images);
  if (!main) {
    return (
      <div
        data-testid="campus-placeholder"
        className="flame-bg flex aspect-[16/10] flex-col items-center justify-center gap-2"
      >
        <Icon name="flame" className="size-14 text-white/80" />
        <span className="text-sm font-medium text-white/85">
          {t('photosComingSoon', 'Photos coming soon')}
        </span>
        <span className="sr-only">
          {t('noPhotosOfCampusYet', 'No photos of {{campusName}} yet', { campusName })}
        </span>
      </div>
    );
  }
  const alt = (image: CampusImage, index: number) =>
    image.alt ||
    t('campusPhotoNumber', '{{campusName}}, photo {{number}}', { campusName, number: index + 1 });
  const tiles = thumbnails.length + (more > 0 ? 1 : 0);
  const tileClasses = 'group relative h-20 overflow-hidden bg-ink-100 focus-visible:z-10 sm:h-24';
  return (
    <div className="flex flex-col gap-0.5 bg-white">
      <div className="relative">
        <button
          type="button"
          onClick={() => onOpen(0)}
          className="group block aspect-[16/10] w-full overflow-hidden bg-ink-100 focus-visible:z-10"
          aria-label={t('viewPhoto', 'View {{photo}}', { photo: alt(main, 0) })}
        >
          <img
            src={main.url}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        </button>
        {/* Beside the button, not in it: the button's name is the photo it opens. */}
        {images.length > 1 && (
          <span className="pointer-events-none absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-ink-900/70 px-2.5 py-1 text-xs font-semibold text-white backdrop-blur-sm">
            <Icon name="image" className="size-3.5" />
            {t('photoCount', '{{count}} photos', { count: images.length })}
          </span>
        )}
      </div>
      {tiles > 0 && (
        <div className={cn('grid gap-0.5', stripColumns[tiles])}>
          {thumbnails.map((image, index) => (
            <button
              key={image.url}
              type="button"
              onClick={() => onOpen(index + 1)}
              className={tileClasses}
              aria-label={t('viewPhoto', 'View {{photo}}', { photo: alt(image, index + 1) })}
            >
              <img
                src={image.url}
                alt=""
                loading="lazy"
                decoding="async"
                className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
            </button>
          ))}
          {more > 0 && (
            <button
              type="button"
              onClick={() => onOpen(thumbnails.length + 1)}
              className={tileClasses}
              aria-label={t(
                'viewMorePhotosOfCampus',
                'View {{more}} more photos of {{campusName}}',
                { more, campusName },
              )}
            >
              {images[thumbnails.length + 1] && (
                <img
                  src={images[thumbnails.length + 1]!.url}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="size-full scale-110 object-cover blur-[2px]"
                />
              )}
              <span className="absolute inset-0 flex items-center justify-center bg-ink-900/65 text-sm font-semibold text-white transition-colors group-hover:bg-ink-900/55">
                {t('morePhotosCount', '+{{more}} more', { more })}
              </span>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
