/**
 * An archive written by the tar writer Torch had before it used tar-stream (docs/decisions/
 * 025-libraries-for-solved-problems.md) must still restore: operators keep old backups for years.
 * The fixture holds two rows, four upload files (one with a long path and one with a non-ASCII
 * name, which that writer put in pax headers) and the sign-in secret.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../db/client';
import { withSession } from './database-rows';
import { restoreBackup } from './restore';

const FIXTURE = path.resolve(
  import.meta.dirname,
  '../../test/fixtures/backup-before-tar-stream.tar.gz',
);
/** The uploads' modification time when the fixture was written (2026-03-12 09:00 UTC). */
const UPLOAD_MTIME = 1_773_306_000;
const longPath = `gallery/${'very-long-folder-name/'.repeat(6)}photo.webp`;

const open: { database: DatabaseHandle; dataDir: string }[] = [];
afterEach(async () => {
  for (const install of open.splice(0)) {
    await install.database.close();
    fs.rmSync(install.dataDir, { recursive: true, force: true });
  }
});

describe('a backup made before the switch to tar-stream', { timeout: 120_000 }, () => {
  it('restores its rows, upload files, their times and the sign-in secret', async () => {
    const install = {
      database: await openPglite(),
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'torch-old-archive-')),
    };
    open.push(install);
    const summary = await restoreBackup({ ...install, file: FIXTURE });
    expect(summary).toMatchObject({ rows: 2, files: 4, uploadBytes: 3552, jwtSecret: true });

    const rows = await withSession(install.database, (session) =>
      session.query<{ email: string; name: string; created: string; seq: string }>(
        `select email, full_name as name,
                to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as created,
                (select last_seq::text from chat_rooms where room_id = 'community') as seq
         from users`,
      ),
    );
    expect(rows).toEqual([
      {
        email: 'zoe@example.org',
        name: "Zoë “Z” O'Brien",
        created: '2026-03-12 09:00:00.123456',
        seq: '9007199254740993',
      },
    ]);

    const uploads = path.join(install.dataDir, 'uploads');
    const expected = new Map<string, Buffer>([
      ['avatars/2026/03/plain.webp', Buffer.from('pixels of a small avatar')],
      ['avatars/2026/03/exact-block.bin', Buffer.alloc(512, 7)],
      ['avatars/2026/03/Ñandú – café ☕.webp', Buffer.from('a non-ASCII name')],
      [longPath, Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251))],
    ]);
    for (const [name, body] of expected) {
      const file = path.join(uploads, ...name.split('/'));
      expect(fs.readFileSync(file), name).toEqual(body);
      expect(Math.floor(fs.statSync(file).mtimeMs / 1000), name).toBe(UPLOAD_MTIME);
    }
    expect(fs.readFileSync(path.join(install.dataDir, 'jwt-secret'), 'utf8')).toBe(
      'fixture-secret-that-is-long-enough-to-sign',
    );
  });
});
