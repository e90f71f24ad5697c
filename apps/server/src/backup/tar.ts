/**
 * The tar layer of backup archives, on tar-stream (docs/decisions/025-libraries-for-solved-problems.md):
 * a streaming writer of regular files and a streaming reader of what it, GNU tar, BSD tar and the
 * writer Torch had before make. This file only adapts tar-stream to the backup's needs: entries
 * whose length must not change while they are read, errors the restore can name, and an
 * archive that must end with its end-of-archive blocks.
 */
import tar from 'tar-stream';

const BLOCK = 512;
const END_OF_ARCHIVE = 2 * BLOCK;

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

/** Resolves at the first of `events`, leaving no listener behind (a stream waits many times). */
function firstOf(stream: NodeJS.EventEmitter, ...events: string[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const event of events) stream.off(event, done);
      resolve();
    };
    for (const event of events) stream.on(event, done);
  });
}

/** Once `stream` takes writes again, or is gone (a failure it reports elsewhere). */
const writable = (stream: NodeJS.EventEmitter) => firstOf(stream, 'drain', 'close');

async function packEntries(
  pack: tar.Pack,
  entries: AsyncIterable<TarFileEntry> | Iterable<TarFileEntry>,
): Promise<void> {
  for await (const entry of entries) {
    const sink = pack.entry({
      name: entry.path,
      size: entry.size,
      mode: 0o644,
      mtime: new Date(Math.max(0, Math.floor(entry.mtime ?? Date.now() / 1000)) * 1000),
    });
    // A failure destroys the pack, which destroys this entry with the same error: the pack's
    // reader reports it once.
    sink.on('error', () => undefined);
    let written = 0;
    for await (const chunk of entry.body()) {
      written += chunk.length;
      // tar-stream would write the extra bytes and only then complain: stop before them.
      if (written > entry.size || pack.destroyed) break;
      if (!sink.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length)))
        await writable(sink);
    }
    if (pack.destroyed) return;
    if (written !== entry.size) {
      throw new Error(
        `${entry.path} changed while it was being archived (${entry.size} bytes expected)`,
      );
    }
    sink.end(undefined);
    await firstOf(sink, 'finish', 'close');
  }
  pack.finalize();
}

/** The bytes of a tar archive holding `entries`, in order, ending with the end-of-archive blocks. */
export async function* writeTar(
  entries: AsyncIterable<TarFileEntry> | Iterable<TarFileEntry>,
): AsyncGenerator<Buffer> {
  const pack = tar.pack();
  // A failure (a file that changed, an upload that vanished) reaches the reader below as is.
  packEntries(pack, entries).catch((error: unknown) => pack.destroy(error as Error));
  try {
    for await (const chunk of pack as AsyncIterable<Buffer>) yield chunk;
  } finally {
    pack.destroy();
  }
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
 * What tar-stream found wrong, in the words the restore reports. The source's own error (gzip's,
 * say) is what the caller reports instead: it passes as it is.
 */
function translate(error: unknown, sourceError: unknown): unknown {
  if (error === sourceError || error instanceof TarFormatError || !(error instanceof Error))
    return error;
  // tar-stream's only "Invalid tar header" without a colon is its checksum test.
  if (error.message.startsWith('Invalid tar header.'))
    return new TarFormatError('a tar header checksum is wrong');
  if (error.message === 'Unexpected end of data')
    return new TarFormatError('the archive ends in the middle of an entry');
  return new TarFormatError(error.message);
}

/** Feeds `source` to the extractor, remembering how many bytes came and whether the last were zero. */
function feed(source: AsyncIterable<Uint8Array>, extract: tar.Extract) {
  const seen = { bytes: 0, trailingZeros: 0, error: undefined as unknown };
  const done = (async () => {
    try {
      for await (const value of source) {
        if (extract.destroyed) return;
        const chunk = Buffer.from(value.buffer, value.byteOffset, value.length);
        seen.bytes += chunk.length;
        const lastNonZero = chunk.findLastIndex((byte) => byte !== 0);
        seen.trailingZeros =
          lastNonZero === -1 ? seen.trailingZeros + chunk.length : chunk.length - lastNonZero - 1;
        if (!extract.write(chunk)) await writable(extract);
      }
      extract.end(undefined);
    } catch (error) {
      seen.error = error;
      extract.destroy(error as Error);
    }
  })();
  return { seen, done };
}

/**
 * The regular files of a tar stream, in order. Directory entries are skipped; links and devices
 * are refused (a backup never holds them). The whole stream is read, so a gzip layer underneath
 * verifies its checksum.
 */
export async function* readTar(source: AsyncIterable<Uint8Array>): AsyncGenerator<TarReadEntry> {
  const extract = tar.extract();
  const { seen, done } = feed(source, extract);
  /** Where the last entry's bytes (and their padding) end. */
  let entriesEnd = 0;
  try {
    for await (const stream of extract) {
      const { header } = stream;
      const size = header.size ?? 0;
      entriesEnd =
        (header as { byteOffset?: number }).byteOffset! + Math.ceil(size / BLOCK) * BLOCK;
      // Read with next() only: a for-await left early calls return(), which destroys the entry
      // and, with it, the whole extraction.
      const chunks = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
      if (header.type !== 'file' && header.type !== 'directory')
        throw new TarFormatError(
          `${header.name} is not a regular file (tar type "${header.type}")`,
        );
      if (header.type === 'file') {
        const body = (async function* () {
          try {
            for (let next = await chunks.next(); !next.done; next = await chunks.next())
              yield next.value;
          } catch (error) {
            throw translate(error, seen.error);
          }
        })();
        const mtime = Math.floor((header.mtime?.getTime() ?? 0) / 1000);
        yield { path: header.name, size, mtime: Number.isFinite(mtime) ? mtime : 0, body };
      }
      // Whatever the consumer left unread, so the extractor moves on to the next entry.
      while (!(await chunks.next()).done);
    }
  } catch (error) {
    throw translate(error, seen.error);
  } finally {
    extract.destroy();
  }
  await done;
  if (seen.bytes - entriesEnd < END_OF_ARCHIVE || seen.trailingZeros < END_OF_ARCHIVE)
    throw new TarFormatError('the archive ends without its end-of-archive marker');
}
