/**
 * Uploads in an S3-compatible bucket through the AWS SDK (docs/decisions/
 * 025-libraries-for-solved-problems.md): one PUT Object per file, read back over public URLs.
 * The SDK signs (SigV4), retries what S3 calls retryable, and finds credentials: S3_ACCESS_KEY_ID
 * and S3_SECRET_ACCESS_KEY (with AWS_SESSION_TOKEN for temporary keys), or else its default
 * chain (AWS_* variables, shared profiles, an instance or task role).
 */
import type {
  DeleteObjectCommandInput,
  PutObjectCommandInput,
  S3Client,
  S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { StorageUnavailableError, type StorageProvider, type StoredObject } from './provider';

type S3Settings = Extract<Config['storage'], { provider: 's3' }>;

const REQUEST_TIMEOUT_MS = 30_000;
/** The first try and two retries, with the SDK's backoff between them. */
const MAX_ATTEMPTS = 3;

/** Loaded on the first upload: most installs store locally and never pay the SDK's start-up. */
const loadSdk = () => import('@aws-sdk/client-s3');

/** RFC 3986 encoding as S3 wants it: everything but unreserved characters, '/' kept in paths. */
export function uriEncode(value: string, keepSlash: boolean): string {
  const encoded = encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replaceAll('%2F', '/') : encoded;
}

export class S3Storage implements StorageProvider {
  readonly name = 's3';
  private client: S3Client | undefined;

  constructor(private readonly settings: S3Settings) {}

  private clientConfig(): S3ClientConfig {
    const { accessKeyId, secretAccessKey, sessionToken } = this.settings;
    return {
      region: this.settings.region,
      endpoint: this.settings.endpoint,
      // MinIO, R2 and the like are addressed path-style; AWS itself virtual-hosted.
      forcePathStyle: Boolean(this.settings.endpoint),
      credentials:
        accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey, sessionToken } : undefined,
      maxAttempts: MAX_ATTEMPTS,
      requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, connectionTimeout: REQUEST_TIMEOUT_MS },
      // Checksums only where S3 requires them: several S3-compatible stores refuse the
      // flexible-checksum headers and aws-chunked bodies the SDK would otherwise send.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
  }

  async put(key: string, body: Buffer, contentType: string): Promise<StoredObject> {
    await this.send('PUT', key, {
      Bucket: this.settings.bucket,
      Key: key,
      Body: body,
      ContentType: contentType,
      // Keys are never reused (a new uuid per upload), so caches may keep an object forever.
      CacheControl: 'public, max-age=31536000, immutable',
    });
    return { key, url: this.publicUrl(key) };
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a key that does not exist, which is what "already gone" should mean.
    await this.send('DELETE', key, { Bucket: this.settings.bucket, Key: key });
  }

  /** Path-style on a custom endpoint (MinIO, R2…), virtual-hosted on AWS itself. */
  objectUrl(key: string): URL {
    const encodedKey = uriEncode(key, true);
    if (this.settings.endpoint) {
      const base = this.settings.endpoint.replace(/\/+$/, '');
      return new URL(`${base}/${uriEncode(this.settings.bucket, false)}/${encodedKey}`);
    }
    return new URL(
      `https://${this.settings.bucket}.s3.${this.settings.region}.amazonaws.com/${encodedKey}`,
    );
  }

  private publicUrl(key: string): string {
    if (!this.settings.publicUrl) return this.objectUrl(key).toString();
    return `${this.settings.publicUrl.replace(/\/+$/, '')}/${uriEncode(key, true)}`;
  }

  private async send(
    ...[method, key, input]:
      | [method: 'PUT', key: string, input: PutObjectCommandInput]
      | [method: 'DELETE', key: string, input: DeleteObjectCommandInput]
  ): Promise<void> {
    try {
      const sdk = await loadSdk();
      this.client ??= new sdk.S3Client(this.clientConfig());
      await this.client.send(
        method === 'PUT' ? new sdk.PutObjectCommand(input) : new sdk.DeleteObjectCommand(input),
      );
    } catch (error) {
      const path = this.objectUrl(key).pathname;
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
        ?.httpStatusCode;
      throw new StorageUnavailableError(
        status
          ? `S3 ${method} ${path} answered ${status}: ${(error as Error).message.slice(0, 500)}`
          : `S3 ${method} ${path} failed`,
        { cause: error },
      );
    }
  }
}
