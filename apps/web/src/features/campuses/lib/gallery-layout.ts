/**
 * The campus gallery (docs/product.md#light-campuses): the first image large, up to 3 thumbnails,
 * then +N more.
 */
export const GALLERY_THUMBNAILS = 3;

export interface GalleryLayout<T> {
  main: T | null;
  thumbnails: T[];
  /** How many images are not shown; 0 hides the counter. */
  more: number;
}

export function galleryLayout<T>(images: readonly T[]): GalleryLayout<T> {
  const [main = null, ...rest] = images;
  const thumbnails = rest.slice(0, GALLERY_THUMBNAILS);
  return { main, thumbnails, more: rest.length - thumbnails.length };
}
