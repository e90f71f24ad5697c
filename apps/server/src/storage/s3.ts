/** Uploads in an S3-compatible bucket: one signed PUT Object per file, read back over public URLs. */
import type { Config } from '../config';
import { sha256Hex, signV4, uriEncode } from './sigv4';
import { StorageUnavailableError, type StorageProvider, type StoredObject } from './provider';

type S3Settings = Extract<Config['storage'], { provider: 's3' }>;

const REQUEST_TIMEOUT_MS = 30_000;

export class S3Storage implements StorageProvider {
  readonly name = 's3';

  constructor(
    private readonly settings: S3Settings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async put(key: string, body: Buffer, contentType: string): Promise<StoredObject> {
    await this.send('PUT', key, body, {
      'content-type': contentType,
      // Keys are never reused (a new uuid per upload), so caches may keep an object forever.
      'cache-control': 'public, max-age=31536000, immutable',
    });
    return { key, url: this.publicUrl(key) };
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a key that does not exist, which is what "already gone" should mean.
    await this.send('DELETE', key, Buffer.alloc(0), {});
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
    method: 'PUT' | 'DELETE',
    key: string,
    body: Buffer,
    headers: Record<string, string>,
  ): Promise<void> {
    const url = this.objectUrl(key);
    const signed = signV4(
      { method, url, headers, payloadHash: sha256Hex(body), now: this.now() },
      {
        accessKeyId: this.settings.accessKeyId,
        secretAccessKey: this.settings.secretAccessKey,
        region: this.settings.region,
        service: 's3',
      },
    );
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: signed,
        body: method === 'PUT' ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new StorageUnavailableError(`S3 ${method} ${url.pathname} failed`, { cause: error });
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 500);
      throw new StorageUnavailableError(
        `S3 ${method} ${url.pathname} answered ${response.status}: ${detail}`,
      );
    }
    // Drain the body so the connection goes back to the pool.
    await response.arrayBuffer();
  }
}
