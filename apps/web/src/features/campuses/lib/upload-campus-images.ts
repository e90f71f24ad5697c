/**
 * Several campus photos at once (docs/product.md#uploads): 5 MB each, and a count of what made it.
 */
import { uploadLimits, type CampusImage } from '@torch/contract';
import { i18next } from '../../../shared/i18n';

export const CAMPUS_FILES_TOO_LARGE = uploadLimits['campus-images'].tooLarge;

export function uploadedMessage(count: number): string {
  return i18next.t('imagesUploadedCount', '{{count}} image(s) uploaded successfully!', {
    count,
  });
}

/** True when any file is over the campus limit; then none is sent. */
export function anyTooLarge(files: readonly File[]): boolean {
  return files.some((file) => file.size > uploadLimits['campus-images'].maxBytes);
}

/** Uploads every file; the ones that fail are counted, the others kept. */
export async function uploadCampusImages(
  files: readonly File[],
  upload: (file: File) => Promise<{ url: string }>,
): Promise<{ images: CampusImage[]; failed: number }> {
  const results = await Promise.allSettled(files.map((file) => upload(file)));
  const images: CampusImage[] = [];
  let failed = 0;
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') {
      images.push({
        url: result.value.url,
        alt: files[index]?.name.replace(/\.[^.]+$/, '') ?? '',
        uploadedAt: new Date().toISOString(),
      });
    } else {
      failed += 1;
    }
  });
  return { images, failed };
}
