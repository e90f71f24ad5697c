/** One interface over the places an uploaded image can live: local disk, S3-compatible, Cloudinary. */
import path from 'node:path';
import type { Config } from '../config';
import { CloudinaryStorage } from './cloudinary';

/** Cloudinary serves every account's images from this host (res.cloudinary.com/<cloud>/…). */
export const CLOUDINARY_DELIVERY_ORIGIN = 'https://res.cloudinary.com';
import { LocalStorage } from './local';
import { S3Storage } from './s3';

export interface StoredObject {
  /** The provider's own name for the object, used to delete it again. */
  key: string;
  /** Where a browser fetches it. */
  url: string;
}

export interface StorageProvider {
  readonly name: 'local' | 's3' | 'cloudinary';
  /** Stores `body` under `key` (e.g. 'avatars/2026/05/<uuid>.webp'); resolves once it is durable. */
  put(key: string, body: Buffer, contentType: string): Promise<StoredObject>;
  /** Removes an object; removing one that is already gone is not an error. */
  delete(key: string): Promise<void>;
}

/** A provider that could not be reached or refused the object: the user's file was fine. */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

export function createStorageProvider(config: Config): StorageProvider {
  switch (config.storage.provider) {
    case 'local':
      return new LocalStorage(path.join(config.dataDir, 'uploads'), '/uploads');
    case 's3':
      return new S3Storage(config.storage);
    case 'cloudinary':
      // config.ts refuses STORAGE_PROVIDER=cloudinary without the three credentials.
      if (!config.cloudinary) throw new Error('Cloudinary storage needs CLOUDINARY_* credentials');
      return new CloudinaryStorage(config.cloudinary);
  }
}

/**
 * Where the browser fetches stored images from, for the page's Content-Security-Policy: our own
 * origin for local disk; the bucket's (or its public URL's) origin for S3; Cloudinary's delivery
 * host whenever Cloudinary is configured, since chat images may go straight there.
 */
export function storageImageSources(config: Config): string[] {
  const sources = new Set<string>();
  if (config.storage.provider === 's3') {
    const { publicUrl, endpoint, bucket, region } = config.storage;
    const base = publicUrl ?? endpoint ?? `https://${bucket}.s3.${region}.amazonaws.com`;
    sources.add(new URL(base).origin);
  }
  if (config.cloudinary) sources.add(CLOUDINARY_DELIVERY_ORIGIN);
  return [...sources];
}
