/** Video links and uploads: rules the server enforces and the web app shows. */
import { z } from 'zod';
import { safeUrlSchema } from './common';
import { extractYouTubeId } from './content-constants';

export { extractYouTubeId } from './content-constants';

export const youtubeUrlSchema = (message: string) =>
  z
    .string({ error: 'YouTube URL is required' })
    .trim()
    .min(1, { error: 'YouTube URL is required' })
    .max(500, { error: 'YouTube URL must be at most 500 characters' })
    .refine((value) => /^https?:\/\//i.test(value) && extractYouTubeId(value) !== null, {
      error: message,
    });

/** An image the app shows: one of our uploads or an http(s) URL. */
export const imageUrlSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .pipe(safeUrlSchema);

/** Optional image: '' or null mean none. */
export const optionalImageUrlSchema = z
  .union([safeUrlSchema, z.literal(''), z.null()])
  .optional()
  .transform((value) => value || null);

export const uploadFolders = [
  'avatars',
  'leaders',
  'ministry-teams',
  'blog_features',
  'campus-images',
  'chat-images',
  'event-posters',
] as const;
export const uploadFolderSchema = z.enum(uploadFolders, { error: 'Unknown upload folder' });
export type UploadFolder = z.infer<typeof uploadFolderSchema>;

const TWO_MB = 2 * 1024 * 1024;
const FIVE_MB = 5 * 1024 * 1024;

/** Size limit and the message for a file over it, per folder (docs/product.md#uploads). */
export const uploadLimits: Record<UploadFolder, { maxBytes: number; tooLarge: string }> = {
  avatars: { maxBytes: TWO_MB, tooLarge: 'Image file is too large. Please use a file under 2MB.' },
  leaders: { maxBytes: TWO_MB, tooLarge: 'Image file is too large. Please use a file under 2MB.' },
  'ministry-teams': { maxBytes: TWO_MB, tooLarge: 'Image file is too large (max 2MB).' },
  blog_features: {
    maxBytes: TWO_MB,
    tooLarge: 'Image file is too large. Please use a file under 2MB.',
  },
  'event-posters': {
    maxBytes: TWO_MB,
    tooLarge: 'Image file is too large. Please use a file under 2MB.',
  },
  'campus-images': {
    maxBytes: FIVE_MB,
    tooLarge: 'Some files are too large. Please use files under 5MB.',
  },
  'chat-images': {
    maxBytes: FIVE_MB,
    tooLarge: 'Image file is too large. Please use a file under 5MB.',
  },
};

export const uploadResponseSchema = z.object({
  url: z.string(),
  /** A smaller rendition for cards and thumbnails. */
  thumbnailUrl: z.string().optional(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const cloudinarySignatureRequestSchema = z.object({ folder: uploadFolderSchema });
export const cloudinarySignatureResponseSchema = z.object({
  signature: z.string(),
  timestamp: z.number(),
  api_key: z.string(),
  cloud_name: z.string(),
});
export type CloudinarySignatureResponse = z.infer<typeof cloudinarySignatureResponseSchema>;
