/**
 * What the browser checks before an image is sent: its type and the folder's size limit, with
 * the messages users see (uploadLimits), so a too-large file never leaves the machine.
 * The server checks again from the bytes; this only spares the wait and the bandwidth.
 */
import { uploadLimits, type UploadFolder } from '@torch/contract';
import { i18next } from '../../shared/i18n';

/** Leader photos and avatars: png or jpeg only (docs/product.md#uploads). */
export const PHOTO_TYPES = ['image/png', 'image/jpeg'] as const;
/** Every type the server stores. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

const typeNames: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};

/** "Only PNG or JPEG images can be used here.", the wording the server uses too. */
export function typeMessage(accept: readonly string[]): string {
  const names = accept.map((type) => typeNames[type] ?? type);
  const list =
    names.length > 1
      ? i18next.t('typesOrLastType', '{{types}} or {{last}}', {
          types: names.slice(0, -1).join(', '),
          last: names[names.length - 1],
        })
      : names[0];
  return i18next.t('onlyTypesImagesCanBeUsedHere', 'Only {{types}} images can be used here.', {
    types: list ?? i18next.t('imageNoun', 'image'),
  });
}

/** The message to show for a file that may not be uploaded to `folder`, or null when it may. */
export function imageFileProblem(
  file: File,
  folder: UploadFolder,
  accept: readonly string[] = IMAGE_TYPES,
): string | null {
  if (!accept.includes(file.type)) return typeMessage(accept);
  const limit = uploadLimits[folder];
  if (file.size > limit.maxBytes) return limit.tooLarge;
  return null;
}
