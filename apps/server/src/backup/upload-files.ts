/** The uploads folder as a backup sees it: every stored file, never a half-written one. */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface UploadFile {
  /** Slash-separated path under the uploads folder, e.g. 'avatars/2026/05/a.webp'. */
  relative: string;
  absolute: string;
  size: number;
  /** Seconds since the epoch. */
  mtime: number;
}

/** Local storage writes `.<uuid>.tmp` beside its target and renames it: such a file is in flight. */
const isInFlight = (name: string) => name.startsWith('.') && name.endsWith('.tmp');

/** Regular files under `root`, sorted by path; none when the folder does not exist. */
export async function listUploadFiles(root: string): Promise<UploadFile[]> {
  const files: UploadFile[] = [];
  const walk = async (dir: string, prefix: string): Promise<void> => {
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && dir === root) return;
      throw error;
    }
    for (const entry of entries) {
      const absolute = path.join(dir, entry.name);
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(absolute, relative);
      else if (entry.isFile() && !isInFlight(entry.name)) {
        const stat = await fs.stat(absolute);
        files.push({ relative, absolute, size: stat.size, mtime: Math.floor(stat.mtimeMs / 1000) });
      }
    }
  };
  await walk(root, '');
  return files.sort((a, b) => (a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0));
}

/** Whether `root` holds any file at all (empty folders do not count). */
export async function hasAnyFile(root: string): Promise<boolean> {
  const walk = async (dir: string): Promise<boolean> => {
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isDirectory()) return true;
      if (await walk(path.join(dir, entry.name))) return true;
    }
    return false;
  };
  return walk(root);
}
