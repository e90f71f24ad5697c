import { useEffect } from 'react';
import type { CampusImage } from '@torch/contract';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { Modal } from '../../../shared/ui/modal';
import { useTranslation } from 'react-i18next';

/** One campus photo at full size, with a way through the rest: buttons, or the arrow keys. */
export function CampusImageModal({
  campusName,
  images,
  index,
  onIndexChange,
  onClose,
}: {
  campusName: string;
  images: readonly CampusImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const image = images[index];
  const count = images.length;

  useEffect(() => {
    if (count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndexChange((index + 1) % count);
      else if (event.key === 'ArrowLeft') onIndexChange((index - 1 + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count, index, onIndexChange]);

  if (!image) return null;
  return (
    <Modal
      open
      onClose={onClose}
      size="xl"
      title={campusName}
      description={t('photoNumberOfTotal', 'Photo {{number}} of {{total}}', {
        number: index + 1,
        total: count,
      })}
      footer={
        count > 1 ? (
          <>
            <Button variant="outline" onClick={() => onIndexChange((index - 1 + count) % count)}>
              <Icon name="arrowLeft" className="size-4" />
              {t('previous', 'Previous')}
            </Button>
            <Button variant="outline" onClick={() => onIndexChange((index + 1) % count)}>
              {t('next', 'Next')}
              <Icon name="arrowRight" className="size-4" />
            </Button>
          </>
        ) : undefined
      }
    >
      <img
        src={image.url}
        alt={
          image.alt ||
          t('campusPhotoNumber', '{{campusName}}, photo {{number}}', {
            campusName,
            number: index + 1,
          })
        }
        className="mx-auto max-h-[65dvh] w-auto rounded-2xl object-contain"
      />
      {count > 1 && (
        <ul
          className="mx-auto mt-4 flex w-fit max-w-full gap-2 overflow-x-auto p-1"
          aria-label={t('allPhotos', 'All photos')}
        >
          {images.map((other, otherIndex) => (
            <li key={other.url} className="shrink-0">
              <button
                type="button"
                onClick={() => onIndexChange(otherIndex)}
                aria-label={t('showPhotoNumber', 'Show photo {{number}}', {
                  number: otherIndex + 1,
                })}
                aria-current={otherIndex === index ? 'true' : undefined}
                // The strip scrolls on a phone: the photo shown stays in sight in it.
                ref={
                  otherIndex === index
                    ? (element) =>
                        element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
                    : undefined
                }
                className={`block size-14 overflow-hidden rounded-lg ring-offset-2 transition ${otherIndex === index ? 'ring-2 ring-ember-500' : 'opacity-70 hover:opacity-100'}`}
              >
                <img src={other.url} alt="" loading="lazy" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
