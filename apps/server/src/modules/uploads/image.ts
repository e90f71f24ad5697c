/**
 * What an uploaded file really is (decided from its bytes) and its clean re-encoding: EXIF
 * orientation applied, every piece of metadata (GPS, camera, comments) dropped, size capped.
 */
import sharp, { type Metadata } from 'sharp';
import { AppError, badRequest } from '../../http/app-error';

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif';

export const UNSUPPORTED_IMAGE = 'Only PNG, JPEG, WebP or GIF images can be uploaded.';
export const PNG_OR_JPEG_ONLY = 'Only PNG or JPEG images can be used here.';
export const UNREADABLE_IMAGE =
  'This image could not be read. It may be damaged; please try another file.';

/** 40 megapixels covers every phone camera; beyond that a small file can expand to gigabytes. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const TOO_MANY_PIXELS =
  'This image has too many pixels. Please use one under 40 megapixels.';

/**
 * The encoder's cost follows the image's shape, not only its pixel count: a 1 × 39,999,999 strip
 * (76 KB) is under 40 megapixels yet took 10–19 s to encode. No camera writes a side over
 * 12,000 px under 40 megapixels (a 40 MP 4:3 photo is 7,300 px wide).
 */
export const MAX_SIDE = 12_000;
export const SIDE_TOO_LONG =
  'This image is too large. Please use one no wider or taller than 12,000 pixels.';
/**
 * Phone panoramas are about 4:1 to 9:1; a shown image is never longer than 5:1 (HEIGHT_PER_WIDTH
 * below). 20:1 keeps every real panorama and banner and refuses the strips that only cost.
 */
export const MAX_ASPECT_RATIO = 20;
export const SHAPE_TOO_NARROW =
  'This image is too long and narrow. Please use one no more than 20 times as long as it is wide.';

export const FULL_MAX_WIDTH = 1600;
export const THUMBNAIL_MAX_WIDTH = 480;
/** A very tall strip must stay inside WebP's 16383 px limit and stay a sensible size. */
const HEIGHT_PER_WIDTH = 5;

export const OUTPUT_CONTENT_TYPE = 'image/webp';
export const OUTPUT_EXTENSION = 'webp';

/** Magic numbers: the first bytes of the file, never its name or declared type. */
export function sniffImageKind(bytes: Buffer): ImageKind | null {
  const startsWith = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length &&
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith([0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39)) {
    return bytes[5] === 0x61 ? 'gif' : null;
  }
  // RIFF....WEBP
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) {
    return 'webp';
  }
  return null;
}

export interface CleanImage {
  full: Buffer;
  fullWidth: number;
  thumbnail: Buffer;
}

const isPixelLimitError = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message);

// failOn 'error': phone cameras often write JPEGs with harmless warnings; only real damage fails.
const readImage = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });

/**
 * Reads the header only (nothing is decoded) and refuses what would be costly to decode: a
 * "decompression bomb", a side over 12,000 px, a shape longer than 20:1. Cheap enough to run
 * before the image waits for the encoder.
 */
export async function inspectImage(bytes: Buffer, kind: ImageKind): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await readImage(bytes).metadata();
  } catch (error) {
    if (isPixelLimitError(error)) throw new AppError(413, TOO_MANY_PIXELS);
    throw badRequest(UNREADABLE_IMAGE, 'file');
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width > MAX_SIDE || height > MAX_SIDE) throw new AppError(413, SIDE_TOO_LONG);
  if (width * height > MAX_INPUT_PIXELS) throw new AppError(413, TOO_MANY_PIXELS);
  if (Math.max(width, height) > MAX_ASPECT_RATIO * Math.max(1, Math.min(width, height)))
    throw new AppError(413, SHAPE_TOO_NARROW);
  if (metadata.format !== kind) throw new AppError(415, UNSUPPORTED_IMAGE);
}

/**
 * Re-encodes as WebP: the full image (at most 1600 px wide) and a card-sized thumbnail (480 px).
 * An animated GIF or WebP keeps its first frame only. The caller inspects the image first and
 * decides when it may use the CPU (encode-queue.ts).
 */
export async function encodeImage(bytes: Buffer): Promise<CleanImage> {
  const render = (maxWidth: number) =>
    readImage(bytes)
      .rotate()
      .resize({
        width: maxWidth,
        height: maxWidth * HEIGHT_PER_WIDTH,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .timeout({ seconds: 30 })
      // No withMetadata()/keepExif(): sharp writes no EXIF, XMP, IPTC or ICC unless asked.
      .toBuffer({ resolveWithObject: true });

  try {
    const full = await render(FULL_MAX_WIDTH);
    const thumbnail = await render(THUMBNAIL_MAX_WIDTH);
    return { full: full.data, fullWidth: full.info.width, thumbnail: thumbnail.data };
  } catch (error) {
    if (isPixelLimitError(error)) throw new AppError(413, TOO_MANY_PIXELS);
    throw badRequest(UNREADABLE_IMAGE, 'file');
  }
}
