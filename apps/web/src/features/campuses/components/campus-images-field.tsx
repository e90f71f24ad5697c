import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'react-toastify';
import type { CampusImage } from '@torch/contract';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { Spinner } from '../../../shared/ui/spinner';
import { IMAGE_TYPES, uploadImage } from '../../uploads';
import {
  anyTooLarge,
  CAMPUS_FILES_TOO_LARGE,
  uploadCampusImages,
  uploadedMessage,
} from '../lib/upload-campus-images';
import { useTranslation } from 'react-i18next';

/** A campus's photos: add several at once (5 MB each), remove any. */
export function CampusImagesField({
  id,
  images,
  onChange,
  onUploadingChange,
}: {
  id: string;
  images: CampusImage[];
  onChange: (images: CampusImage[]) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange(busy);
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    if (anyTooLarge(files)) {
      toast.error(CAMPUS_FILES_TOO_LARGE);
      return;
    }
    setBusy(true);
    try {
      const result = await uploadCampusImages(files, (file) =>
        uploadImage({ folder: 'campus-images', file }),
      );
      if (result.images.length > 0) {
        onChange([...images, ...result.images]);
        toast.success(uploadedMessage(result.images.length));
      }
      if (result.failed > 0)
        toast.error(
          t('campusUploadPartlyFailed', 'Failed to upload some images. Please try again.'),
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-semibold text-ink-800">
        {t('photos', 'Photos')}
      </span>
      {images.length > 0 && (
        <ul
          className="grid grid-cols-3 gap-2 sm:grid-cols-4"
          aria-label={t('campusPhotos', 'Campus photos')}
        >
          {images.map((image, index) => (
            <li
              key={image.url}
              className="relative aspect-square overflow-hidden rounded-xl bg-ink-100"
            >
              <img src={image.url} alt={image.alt ?? ''} className="size-full object-cover" />
              <button
                type="button"
                onClick={() => onChange(images.filter((_, at) => at !== index))}
                aria-label={t('removePhotoNumber', 'Remove photo {{number}}', {
                  number: index + 1,
                })}
                className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-full bg-ink-900/75 text-white hover:bg-red-700"
              >
                <Icon name="trash" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          disabled={uploading}
          onClick={() => inputRef.current?.click()}
        >
          <Icon name="upload" className="size-4" />
          {t('addPhotos', 'Add photos')}
        </Button>
        {uploading && <Spinner size="sm" label={t('uploadingPhotos', 'Uploading photos…')} />}
        <span className="text-sm text-ink-500">{t('upTo5MbEach', 'Up to 5 MB each.')}</span>
      </div>
      <input
        ref={inputRef}
        id={id}
        type="file"
        multiple
        accept={IMAGE_TYPES.join(',')}
        aria-label={t('addCampusPhotos', 'Add campus photos')}
        className="hidden"
        onChange={(event) => void pick(event)}
      />
    </div>
  );
}
