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

/**
 * Decoding is memory-hungry (4 bytes a pixel): only a couple of images are decoded at once,
 * the rest wait their turn rather than pushing the process out of memory.
 */
const MAX_CONCURRENT_ENCODES = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_ENCODES) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

const isPixelLimitError = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Re-encodes as WebP: the full image (at most 1600 px wide) and a card-sized thumbnail (480 px).
 * An animated GIF or WebP keeps its first frame only.
 */
export async function cleanImage(bytes: Buffer, kind: ImageKind): Promise<CleanImage> {
  // failOn 'error': phone cameras often write JPEGs with harmless warnings; only real damage fails.
  const input = () =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });

  let metadata: Metadata;
  try {
    metadata = await input().metadata();
  } catch (error) {
    if (isPixelLimitError(error)) throw new AppError(413, TOO_MANY_PIXELS);
    throw badRequest(UNREADABLE_IMAGE, 'file');
  }
  // The header is read without decoding, so a "decompression bomb" is refused before it expands.
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) throw new AppError(413, TOO_MANY_PIXELS);
  if (metadata.format !== kind) throw new AppError(415, UNSUPPORTED_IMAGE);

  const render = (maxWidth: number) =>
    input()
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

  return withEncodeSlot(async () => {
    try {
      const full = await render(FULL_MAX_WIDTH);
      const thumbnail = await render(THUMBNAIL_MAX_WIDTH);
      return { full: full.data, fullWidth: full.info.width, thumbnail: thumbnail.data };
    } catch (error) {
      if (isPixelLimitError(error)) throw new AppError(413, TOO_MANY_PIXELS);
      throw badRequest(UNREADABLE_IMAGE, 'file');
    }
  });
}
