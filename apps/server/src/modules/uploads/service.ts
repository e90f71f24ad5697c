/**
 * Uploads: the rules for an image a signed-in user sends (type from the bytes, per-folder size,
 * re-encoding), storing it with the configured provider, recording it, and Cloudinary signatures.
 */
import {
  uploadLimits,
  type CloudinarySignatureResponse,
  type UploadFolder,
  type UploadResponse,
} from '@torch/contract';
import { eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError, badRequest } from '../../http/app-error';
import type { RateLimiter } from '../../plugins/rate-limit';
import { signCloudinaryParams } from '../../storage/cloudinary-signing';
import {
  StorageUnavailableError,
  type StorageProvider,
  type StoredObject,
} from '../../storage/provider';
import { EncodeQueue, encodeQueueOptions } from './encode-queue';
import {
  encodeImage,
  inspectImage,
  OUTPUT_CONTENT_TYPE,
  OUTPUT_EXTENSION,
  PNG_OR_JPEG_ONLY,
  sniffImageKind,
  UNSUPPORTED_IMAGE,
  type ImageKind,
} from './image';
import { toUploadResponse } from './presenter';

export const EMPTY_FILE = 'The file is empty. Please choose an image.';
export const STORAGE_UNAVAILABLE =
  'Image storage is unavailable right now. Please try again later.';
export const CLOUDINARY_NOT_CONFIGURED =
  'Image uploads to Cloudinary are not configured on this server.';
export const TOO_MANY_UPLOADS = 'Too many uploads. Please wait a minute and try again.';
export const HOURLY_UPLOAD_BUDGET_SPENT =
  'You have uploaded as much as one member may in an hour. Please try again later.';
export const FOLDER_NOT_ALLOWED = 'You cannot upload images to this folder.';

/** Profile pictures and leader photos are png or jpeg only (docs/product.md#uploads). */
const allowedKinds: Partial<Record<UploadFolder, readonly ImageKind[]>> = {
  avatars: ['png', 'jpeg'],
  leaders: ['png', 'jpeg'],
};

export interface UploadOptions {
  /** Uploads (and Cloudinary signatures) one user may ask for per minute. */
  perUserPerMinute: number;
  /** Bytes one member may send to the encoder per hour (counted in Redis when configured). */
  bytesPerHour: number;
  /** Images that may wait for the encoder at once (encode-queue.ts). */
  queueLimit: number;
}

export const DEFAULT_UPLOAD_OPTIONS: UploadOptions = {
  perUserPerMinute: 30,
  bytesPerHour: 50 * 1024 * 1024,
  queueLimit: 32,
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export class UploadService {
  /** One per process: it shares this process's CPU, which is what it protects. */
  private readonly encoder: EncodeQueue;

  constructor(
    private readonly db: Database,
    private readonly storage: StorageProvider,
    private readonly limiter: RateLimiter,
    private readonly cloudinary: Config['cloudinary'],
    private readonly log: FastifyBaseLogger,
    private readonly options: UploadOptions = DEFAULT_UPLOAD_OPTIONS,
  ) {
    this.encoder = new EncodeQueue(encodeQueueOptions(options.queueLimit));
  }

  /** Counted before the body is read, so a flood costs us as little as possible. */
  async throttle(userId: string): Promise<void> {
    await this.limiter.consume(
      [{ key: `uploads:user:${userId}`, limit: this.options.perUserPerMinute, windowMs: MINUTE }],
      TOO_MANY_UPLOADS,
    );
  }

  /** The per-folder limit, with the message users see for that folder. */
  assertWithinLimit(folder: UploadFolder, sizeBytes: number): void {
    const limit = uploadLimits[folder];
    if (sizeBytes > limit.maxBytes) throw new AppError(413, limit.tooLarge);
  }

  async upload(input: {
    folder: UploadFolder;
    bytes: Buffer;
    userId: string;
  }): Promise<UploadResponse> {
    const { folder, bytes } = input;
    if (bytes.length === 0) throw badRequest(EMPTY_FILE, 'file');
    this.assertWithinLimit(folder, bytes.length);

    const kind = sniffImageKind(bytes);
    if (!kind) throw new AppError(415, UNSUPPORTED_IMAGE);
    const allowed = allowedKinds[folder];
    if (allowed && !allowed.includes(kind)) throw new AppError(415, PNG_OR_JPEG_ONLY);

    // Refused by its header first (cheap); then, once it is this member's turn, counted against
    // their hourly budget and encoded. Counted only then, so an upload turned away by a full
    // queue costs the member nothing.
    await inspectImage(bytes, kind);
    const image = await this.encoder.run(input.userId, async () => {
      await this.limiter.consume(
        [
          {
            key: `uploads:bytes:user:${input.userId}`,
            limit: this.options.bytesPerHour,
            windowMs: HOUR,
            cost: bytes.length,
          },
        ],
        HOURLY_UPLOAD_BUDGET_SPENT,
      );
      return encodeImage(bytes);
    });

    const now = new Date();
    const id = crypto.randomUUID();
    const base = `${folder}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}`;
    const stored: StoredObject[] = [];
    try {
      stored.push(
        await this.storage.put(`${base}.${OUTPUT_EXTENSION}`, image.full, OUTPUT_CONTENT_TYPE),
      );
      stored.push(
        await this.storage.put(
          `${base}-thumb.${OUTPUT_EXTENSION}`,
          image.thumbnail,
          OUTPUT_CONTENT_TYPE,
        ),
      );
      const [row] = await this.db
        .insert(uploads)
        .values({
          folder,
          storageKey: stored[0]!.key,
          url: stored[0]!.url,
          thumbnailUrl: stored[1]!.url,
          contentType: OUTPUT_CONTENT_TYPE,
          sizeBytes: image.full.length,
          uploadedBy: input.userId,
        })
        .returning();
      return toUploadResponse(row!);
    } catch (error) {
      // Nothing half-done stays behind: a stored file without its row would never be cleaned up.
      await this.discard(stored);
      if (error instanceof StorageUnavailableError) {
        this.log.error({ err: error }, 'upload storage failed');
        throw new AppError(503, STORAGE_UNAVAILABLE);
      }
      throw error;
    }
  }

  /**
   * Lets a browser send a file straight to Cloudinary (the chat's image path, docs/uploads.md):
   * the same signature Cloudinary recomputes from folder, timestamp and the upload preset.
   */
  async cloudinarySignature(
    folder: UploadFolder,
    userId: string,
    now = new Date(),
  ): Promise<CloudinarySignatureResponse> {
    if (!this.cloudinary) throw new AppError(503, CLOUDINARY_NOT_CONFIGURED);
    await this.throttle(userId);
    const timestamp = Math.floor(now.getTime() / 1000);
    const signature = signCloudinaryParams(
      { folder, timestamp, upload_preset: this.cloudinary.uploadPreset },
      this.cloudinary.apiSecret,
    );
    return {
      signature,
      timestamp,
      api_key: this.cloudinary.apiKey,
      cloud_name: this.cloudinary.cloudName,
    };
  }

  /**
   * Whether a URL names an image this app stored, or one a member sent straight to this
   * church's Cloudinary account with a signature from us (the chat's image path).
   */
  async isOwnImage(url: string): Promise<boolean> {
    if (
      this.cloudinary &&
      url.startsWith(`https://res.cloudinary.com/${this.cloudinary.cloudName}/image/upload/`)
    )
      return /^[\w./:-]+$/.test(url);
    const [row] = await this.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(or(eq(uploads.url, url), eq(uploads.thumbnailUrl, url)))
      .limit(1);
    return row !== undefined;
  }

  private async discard(stored: StoredObject[]): Promise<void> {
    for (const object of stored) {
      try {
        await this.storage.delete(object.key);
      } catch (error) {
        this.log.warn({ err: error, key: object.key }, 'could not remove an orphaned upload');
      }
    }
  }
}
