/** Uploads on Cloudinary: a server-side signed upload per file; the image is already cleaned here. */
import type { Config } from '../config';
import { signCloudinaryParams } from './cloudinary-signing';
import { StorageUnavailableError, type StorageProvider, type StoredObject } from './provider';

type CloudinarySettings = NonNullable<Config['cloudinary']>;

const REQUEST_TIMEOUT_MS = 30_000;

export class CloudinaryStorage implements StorageProvider {
  readonly name = 'cloudinary';

  constructor(
    private readonly settings: CloudinarySettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async put(key: string, body: Buffer, contentType: string): Promise<StoredObject> {
    // Cloudinary adds the format itself; its public id is the key without the extension.
    const publicId = key.replace(/\.[a-z0-9]+$/i, '');
    const form = this.signedForm({ public_id: publicId });
    form.set('file', new Blob([new Uint8Array(body)], { type: contentType }), key);
    const result = await this.call('upload', form);
    const url = typeof result.secure_url === 'string' ? result.secure_url : undefined;
    const storedId = typeof result.public_id === 'string' ? result.public_id : publicId;
    if (!url) throw new StorageUnavailableError('Cloudinary upload answered without secure_url');
    return { key: storedId, url };
  }

  async delete(key: string): Promise<void> {
    // "not found" comes back as a 200 with result 'not found': already gone is fine.
    await this.call('destroy', this.signedForm({ public_id: key }));
  }

  private signedForm(params: Record<string, string>): FormData {
    const signed = { ...params, timestamp: Math.floor(this.now().getTime() / 1000) };
    const form = new FormData();
    for (const [name, value] of Object.entries(signed)) form.set(name, String(value));
    form.set('api_key', this.settings.apiKey);
    form.set('signature', signCloudinaryParams(signed, this.settings.apiSecret));
    return form;
  }

  private async call(
    action: 'upload' | 'destroy',
    form: FormData,
  ): Promise<Record<string, unknown>> {
    const base = this.settings.apiUrl.replace(/\/+$/, '');
    const url = `${base}/v1_1/${encodeURIComponent(this.settings.cloudName)}/image/${action}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new StorageUnavailableError(`Cloudinary ${action} failed`, { cause: error });
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      throw new StorageUnavailableError(
        `Cloudinary ${action} answered ${response.status}: ${text.slice(0, 500)}`,
      );
    }
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch (error) {
      throw new StorageUnavailableError(`Cloudinary ${action} answered with invalid JSON`, {
        cause: error,
      });
    }
  }
}
