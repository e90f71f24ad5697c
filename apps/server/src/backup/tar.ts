/**
 * Just enough tar for backup archives: a streaming writer of regular files (ustar headers, with a
 * pax header when a name is long or not ASCII, or a file is larger than 8 GB) and a streaming
 * reader of what the writer makes (which GNU and BSD tar also read and write).
 */

const BLOCK = 512;
const USTAR_MAX_SIZE = 8 ** 11 - 1;

/** The archive is not well-formed tar: damaged, truncated or not tar at all. */
export class TarFormatError extends Error {}

export interface TarFileEntry {
  /** Slash-separated relative path, e.g. 'uploads/avatars/a.webp'. */
  path: string;
  size: number;
  /** Seconds since the epoch. */
  mtime?: number;
  /** Exactly `size` bytes; a different length fails the archive rather than shift every later entry. */
  body: () => AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

function writeString(header: Buffer, offset: number, length: number, value: string): void {
  header.write(value, offset, length, 'utf8');
}

function writeOctal(header: Buffer, offset: number, length: number, value: number): void {
  // length - 1 digits then NUL, as ustar asks.
  writeString(header, offset, length, value.toString(8).padStart(length - 1, '0') + '\0');
}

function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  // The length prefix counts itself, so it may need one more digit than a first guess.
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length += 1;
  return `${length}${body}`;
}

function header(path: string, size: number, mtime: number, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK);
  writeString(block, 0, 100, path);
  writeOctal(block, 100, 8, 0o644);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, Math.min(size, USTAR_MAX_SIZE));
  writeOctal(block, 136, 12, mtime);
  block.fill(' ', 148, 156);
  block.write(type, 156, 1, 'latin1');
  block.write('ustar\u000000', 257, 8, 'latin1');
  let sum = 0;
  for (const byte of block) sum += byte;
  writeString(block, 148, 8, sum.toString(8).padStart(6, '0') + '\0 ');
  return block;
}

const padding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

const needsPaxPath = (path: string) =>
  Buffer.byteLength(path) > 100 || !/^[\x20-\x7e]*$/.test(path);

/** The bytes of a tar archive holding `entries`, in order, ending with the end-of-archive blocks. */
export async function* writeTar(
  entries: AsyncIterable<TarFileEntry> | Iterable<TarFileEntry>,
): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    const mtime = Math.max(0, Math.floor(entry.mtime ?? Date.now() / 1000));
    const records =
      (needsPaxPath(entry.path) ? paxRecord('path', entry.path) : '') +
      (entry.size > USTAR_MAX_SIZE ? paxRecord('size', String(entry.size)) : '');
    if (records) {
      const pax = Buffer.from(records, 'utf8');
      yield header('PaxHeader', pax.length, mtime, 'x');
      yield pax;
      yield padding(pax.length);
    }
    // In the ustar name field a long or non-ASCII path is only a hint: the pax record rules.
    const shortName = needsPaxPath(entry.path)
      ? entry.path.replace(/[^\x20-\x7e]/g, '_').slice(-100)
      : entry.path;
    yield header(shortName, entry.size, mtime, '0');
    let written = 0;
    for await (const chunk of entry.body()) {
      written += chunk.length;
      if (written > entry.size) break;
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    }
    if (written !== entry.size) {
      throw new Error(
        `${entry.path} changed while it was being archived (${entry.size} bytes expected)`,
      );
    }
    yield padding(entry.size);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Reads exact byte counts from a stream of chunks of any size. */
class ByteReader {
  private buffered: Buffer = Buffer.alloc(0);
  private done = false;

  constructor(private readonly source: AsyncIterator<Uint8Array>) {}

  private async fill(): Promise<boolean> {
    if (this.done) return false;
    const next = await this.source.next();
    if (next.done) {
      this.done = true;
      return false;
    }
    const chunk = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.length);
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    return true;
  }

  /** Exactly `length` bytes, or undefined at a clean end of the stream. */
  async read(length: number): Promise<Buffer | undefined> {
    while (this.buffered.length < length) {
      if (!(await this.fill())) {
        if (this.buffered.length === 0) return undefined;
        throw new TarFormatError('the archive ends in the middle of an entry');
      }
    }
    const bytes = this.buffered.subarray(0, length);
    this.buffered = this.buffered.subarray(length);
    return bytes;
  }

  /** `length` bytes as they arrive, without holding them all. */
  async *stream(length: number): AsyncGenerator<Buffer> {
    let left = length;
    while (left > 0) {
      if (this.buffered.length === 0 && !(await this.fill())) {
        throw new TarFormatError('the archive ends in the middle of an entry');
      }
      const take = Math.min(left, this.buffered.length);
      const bytes = this.buffered.subarray(0, take);
      this.buffered = this.buffered.subarray(take);
      left -= take;
      yield bytes;
    }
  }

  /** Reads (and drops) whatever is left, so a decompressor underneath checks its trailer. */
  async drain(): Promise<void> {
    this.buffered = Buffer.alloc(0);
    while (await this.fill()) this.buffered = Buffer.alloc(0);
  }
}

function readString(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = readString(block, offset, length).trim();
  if (!/^[0-7]*$/.test(text)) throw new TarFormatError('a tar header holds a number that is not');
  return text ? Number.parseInt(text, 8) : 0;
}

function checkHeader(block: Buffer): void {
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1) {
    sum += index >= 148 && index < 156 ? 0x20 : block[index]!;
  }
  if (readOctal(block, 148, 8) !== sum) throw new TarFormatError('a tar header checksum is wrong');
}

function parsePax(data: Buffer): Map<string, string> {
  const records = new Map<string, string>();
  let offset = 0;
  while (offset < data.length) {
    const space = data.indexOf(0x20, offset);
    const length = Number.parseInt(data.subarray(offset, space).toString('latin1'), 10);
    if (space === -1 || !Number.isInteger(length) || length <= 0 || offset + length > data.length)
      throw new TarFormatError('a pax header is malformed');
    const record = data.subarray(space + 1, offset + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    if (equals === -1) throw new TarFormatError('a pax header is malformed');
    records.set(record.slice(0, equals), record.slice(equals + 1));
    offset += length;
  }
  return records;
}

export interface TarReadEntry {
  path: string;
  size: number;
  /** Seconds since the epoch. */
  mtime: number;
  /** The entry's bytes; what the caller does not read is skipped before the next entry. */
  body: AsyncGenerator<Buffer>;
}

/**
 * The regular files of a tar stream, in order. Directory entries are skipped; links and devices
 * are refused (a backup never holds them). After the end-of-archive blocks the rest of the
 * stream is read, so a gzip layer underneath verifies its checksum.
 */
export async function* readTar(source: AsyncIterable<Uint8Array>): AsyncGenerator<TarReadEntry> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  let pax = new Map<string, string>();
  for (;;) {
    const block = await reader.read(BLOCK);
    if (!block) throw new TarFormatError('the archive ends without its end-of-archive marker');
    if (block.every((byte) => byte === 0)) {
      await reader.drain();
      return;
    }
    checkHeader(block);
    const type = String.fromCharCode(block[156]!);
    const magic = block.subarray(257, 262).toString('latin1');
    if (magic !== 'ustar') throw new TarFormatError('an entry is not a ustar header');
    const prefix = readString(block, 345, 155);
    const name = readString(block, 0, 100);
    const path = pax.get('path') ?? (prefix ? `${prefix}/${name}` : name);
    const size = pax.has('size') ? Number(pax.get('size')) : readOctal(block, 124, 12);
    if (!Number.isSafeInteger(size) || size < 0) throw new TarFormatError('an entry size is wrong');
    const mtime = pax.has('mtime') ? Number(pax.get('mtime')) : readOctal(block, 136, 12);
    pax = new Map();
    const skip = async () => {
      for await (const _ of reader.stream(size + ((BLOCK - (size % BLOCK)) % BLOCK)));
    };
    if (type === 'x') {
      const data = await reader.read(size);
      if (!data && size > 0) throw new TarFormatError('the archive ends in a pax header');
      pax = parsePax(data ?? Buffer.alloc(0));
      await reader.read((BLOCK - (size % BLOCK)) % BLOCK);
      continue;
    }
    if (type === 'g' || type === '5') {
      await skip();
      continue;
    }
    if (type !== '0' && type !== '\0') {
      throw new TarFormatError(`${path} is not a regular file (tar type "${type}")`);
    }
    let consumed = 0;
    const body = (async function* () {
      for await (const bytes of reader.stream(size)) {
        consumed += bytes.length;
        yield bytes;
      }
    })();
    yield { path, size, mtime: Number.isFinite(mtime) ? mtime : 0, body };
    // Whatever the consumer left unread, then the padding to the next block.
    for await (const _ of reader.stream(size - consumed));
    await reader.read((BLOCK - (size % BLOCK)) % BLOCK);
  }
}
