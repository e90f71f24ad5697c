/** Uploads on local disk under DATA_DIR/uploads, served by plugins/static-files.ts at /uploads/. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { StorageProvider, StoredObject } from './provider';

export class LocalStorage implements StorageProvider {
  readonly name = 'local';

  constructor(
    private readonly rootDir: string,
    private readonly urlPrefix: string,
  ) {}

  async put(key: string, body: Buffer): Promise<StoredObject> {
    const target = this.resolve(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write beside the target, then rename: a reader (or a crash) never sees half a file.
    // The dot prefix keeps the temporary file out of reach of the static file server.
    const temporary = path.join(path.dirname(target), `.${crypto.randomUUID()}.tmp`);
    try {
      const handle = await fs.open(temporary, 'wx');
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
    return { key, url: `${this.urlPrefix}/${key}` };
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }

  /** Keys are made by the server, but a key must never point outside the uploads folder. */
  private resolve(key: string): string {
    const target = path.resolve(this.rootDir, key);
    if (!target.startsWith(path.resolve(this.rootDir) + path.sep)) {
      throw new Error(`Storage key escapes the uploads folder: ${key}`);
    }
    return target;
  }
}
