import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { TarFormatError, readTar, writeTar, type TarFileEntry } from './tar';

const file = (entryPath: string, bytes: Buffer): TarFileEntry => ({
  path: entryPath,
  size: bytes.length,
  mtime: 1_777_000_000,
  body: () => [bytes],
});

async function archive(entries: TarFileEntry[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of writeTar(entries)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function read(bytes: Buffer, chunkSize = 333): Promise<Map<string, Buffer>> {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += chunkSize)
    chunks.push(bytes.subarray(offset, offset + chunkSize));
  const files = new Map<string, Buffer>();
  for await (const entry of readTar(Readable.from(chunks))) {
    const parts: Buffer[] = [];
    for await (const part of entry.body) parts.push(part);
    files.set(entry.path, Buffer.concat(parts));
  }
  return files;
}

const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const longPath = `uploads/${'very-long-folder-name/'.repeat(8)}photo.webp`;
const samples = new Map<string, Buffer>([
  ['manifest.json', Buffer.from('{"format":"torch-backup"}\n')],
  ['database/empty.ndjson', Buffer.alloc(0)],
  ['uploads/exact-block.bin', Buffer.alloc(512, 7)],
  ['uploads/Ñandú – café ☕.txt', Buffer.from('non-ASCII names survive')],
  [longPath, Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251))],
]);

describe('the backup tar format', () => {
  it('reads back every file byte for byte, whatever the chunking, names long or not ASCII', async () => {
    const bytes = await archive([...samples].map(([name, body]) => file(name, body)));
    expect(bytes.length % 512).toBe(0);
    for (const chunkSize of [7, 511, 4096, bytes.length]) {
      expect(await read(bytes, chunkSize)).toEqual(samples);
    }
  });

  it('is a tar that GNU tar lists and unpacks the same', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-tar-'));
    temporary.push(dir);
    fs.writeFileSync(
      path.join(dir, 'a.tar'),
      await archive([...samples].map(([name, body]) => file(name, body))),
    );
    execFileSync('tar', ['-xf', 'a.tar'], { cwd: dir });
    for (const [name, body] of samples) expect(fs.readFileSync(path.join(dir, name))).toEqual(body);
  });

  it('reads what GNU tar writes (pax format)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'torch-tar-'));
    temporary.push(dir);
    fs.mkdirSync(path.join(dir, 'uploads/a'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'uploads/a/photo.webp'), 'pixels');
    execFileSync('tar', ['--format=pax', '-cf', 'b.tar', 'uploads'], { cwd: dir });
    const files = await read(fs.readFileSync(path.join(dir, 'b.tar')));
    expect(files).toEqual(new Map([['uploads/a/photo.webp', Buffer.from('pixels')]]));
  });

  it('skips what a reader leaves unread and still finds the next entry', async () => {
    const bytes = await archive([...samples].map(([name, body]) => file(name, body)));
    const seen: string[] = [];
    for await (const entry of readTar(Readable.from([bytes]))) {
      seen.push(entry.path);
      for await (const _ of entry.body) break;
    }
    expect(seen).toEqual([...samples.keys()]);
  });

  it('refuses a header whose checksum is wrong, and an archive cut short', async () => {
    const bytes = await archive([...samples].map(([name, body]) => file(name, body)));
    const damaged = Buffer.from(bytes);
    damaged[1024 + 10] = damaged[1024 + 10]! ^ 0xff; // inside the second entry's header
    await expect(read(damaged)).rejects.toThrow(TarFormatError);
    await expect(read(damaged)).rejects.toThrow('checksum');
    await expect(read(bytes.subarray(0, 2000))).rejects.toThrow(TarFormatError);
    await expect(read(bytes.subarray(0, bytes.length - 1024))).rejects.toThrow(
      'end-of-archive marker',
    );
  });

  it('fails rather than write a file whose length changed while it was read', async () => {
    const grown: TarFileEntry = { path: 'uploads/x', size: 3, body: () => [Buffer.from('four')] };
    const shrunk: TarFileEntry = { path: 'uploads/y', size: 5, body: () => [Buffer.from('four')] };
    await expect(archive([grown])).rejects.toThrow('uploads/x changed while it was being archived');
    await expect(archive([shrunk])).rejects.toThrow(
      'uploads/y changed while it was being archived',
    );
  });
});
