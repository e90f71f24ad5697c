import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ChatMessage, UploadResponse } from '@torch/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  createAdmin,
  createTestServer,
  createUser,
  type TestServer,
} from '../../test/test-server';
import { createScratchDatabase } from '../../test/scratch-database';
import { postUpload, solidImage } from '../../test/uploads';
import { buildApp } from '../app';
import { loadOrCreateJwtSecret } from '../auth/tokens';
import { loadConfig } from '../config';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { seedDemoContent } from '../modules/demo-content/seed';
import { createBackup, type BackupSummary } from './backup';
import { withSession } from './database-rows';
import { knownMigrations, migrateToLevel } from './migrations';
import { restoreBackup } from './restore';
import { writeTar } from './tar';

const NOW = new Date('2026-03-12T09:00:00Z');
const TODAY = '2026-03-12';
/** The secret createTestServer signs with; kept in DATA_DIR as a real install keeps its own. */
const TEST_SECRET = 'test-secret-that-is-long-enough-to-sign';
const serverUrl = process.env.TEST_DATABASE_URL;

interface Install {
  database: DatabaseHandle;
  dataDir: string;
  close(): Promise<void>;
}

const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/**
 * A brand-new install: a new DATA_DIR and, on PostgreSQL, a new database with no tables at all.
 * PGlite lives on disk in DATA_DIR/db, as the embedded server keeps it.
 */
async function newInstall(options: { onDisk?: boolean } = {}): Promise<Install> {
  const dataDir = tempDir('torch-restore-');
  if (!serverUrl) {
    const database = await openPglite(
      options.onDisk === false ? undefined : path.join(dataDir, 'db'),
    );
    return {
      database,
      dataDir,
      close: async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const scratch = await createScratchDatabase(serverUrl, 'torch_restore');
  const database = openPostgres(scratch.url, 2);
  return {
    database,
    dataDir,
    close: async () => {
      await database.close();
      await scratch.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every row of every table (public schema and drizzle's migration record), as Postgres prints it. */
async function allRows(database: DatabaseHandle): Promise<Map<string, string[]>> {
  return withSession(database, async (session) => {
    const tables = await session.query<{ name: string }>(
      `select schemaname || '.' || tablename as name from pg_tables
       where schemaname in ('public', 'drizzle') order by 1`,
    );
    const rows = new Map<string, string[]>();
    for (const { name } of tables) {
      const [schema, table] = name.split('.');
      const result = await session.query<{ row: string }>(
        `select t::text as row from "${schema}"."${table}" t`,
      );
      rows.set(
        name,
        result.map((r) => r.row).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      );
    }
    return rows;
  });
}

function filesUnder(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  if (!fs.existsSync(dir)) return files;
  for (const relative of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const absolute = path.join(dir, relative);
    if (fs.statSync(absolute).isFile()) files.set(relative, fs.readFileSync(absolute));
  }
  return files;
}

/** What a restore must not touch when it refuses: rows, files, and no leftover staging folder. */
async function stateOf(install: Install) {
  return {
    rows: await allRows(install.database),
    files: filesUnder(install.dataDir),
  };
}

const sentMessage = (response: { statusCode: number; json: <T>() => T }) => {
  expect(response.statusCode).toBeLessThan(300);
  return response.json<ChatMessage>();
};

/** A church that has lived a little: demo content, members, an upload, chat, forms. */
async function populate(server: TestServer) {
  await seedDemoContent(server.database.db, {
    today: TODAY,
    uploadsDir: path.join(server.dataDir, 'uploads'),
    now: NOW,
  });
  fs.writeFileSync(path.join(server.dataDir, 'jwt-secret'), TEST_SECRET, { mode: 0o600 });
  const inject = server.app.inject.bind(server.app);
  const admin = await createAdmin(server, { fullName: 'Pastor Grace' });
  const ann = await createUser(server, { fullName: 'Ann Nakato' });
  const ben = await createUser(server, { fullName: 'Ben Okello' });
  const leaving = await createUser(server, { fullName: 'Signed Out' });

  const photo = await postUpload(
    server,
    [
      ['folder', 'avatars'],
      ['file', { bytes: await solidImage(64, 48), name: 'me.png', type: 'image/png' }],
    ],
    ann.token,
  );
  expect(photo.statusCode).toBe(201);
  const upload = photo.json<UploadResponse>();

  const post = (token: string, url: string, payload: object) =>
    inject({ method: 'POST', url, headers: bearer(token), payload });
  const hello = sentMessage(
    await post(ann.token, '/api/messages', {
      content: 'Good morning, family! 🙏 “Torch” — line one\nline two',
      clientId: 'c-1',
    }),
  );
  const reply = sentMessage(
    await post(ben.token, '/api/messages', {
      content: 'Amen!',
      replyTo: { messageId: hello._id },
    }),
  );
  sentMessage(
    await post(ben.token, '/api/messages', {
      content: 'Can we meet on Tuesday?',
      chatType: 'private',
      recipientId: ann.user._id,
    }),
  );
  expect(
    (await post(ben.token, `/api/messages/${hello._id}/react`, { emoji: '🔥' })).statusCode,
  ).toBe(200);
  expect(
    (await post(ann.token, `/api/messages/${hello._id}/react`, { emoji: '❤️' })).statusCode,
  ).toBe(200);
  const read = await inject({
    method: 'PUT',
    url: `/api/messages/${reply._id}/read`,
    headers: bearer(ann.token),
  });
  expect(read.statusCode).toBe(200);

  const teams = await inject({ method: 'GET', url: '/api/ministry-teams/public' });
  const [team] = teams.json<{ _id: string }[]>();
  const forms: [string, string, object][] = [
    [ann.token, '/api/volunteer/apply', { teamId: team!._id, message: 'I can play keys.' }],
    [
      ben.token,
      '/api/light-campuses/apply',
      {
        proposedCampusName: 'Gulu Light Campus',
        proposedLocation: 'Gulu',
        proposedLeaderName: 'Ben Okello',
        contactInfo: '+256 700 000 000',
        missionStatement: 'Students reaching students.',
      },
    ],
    [
      ann.token,
      '/api/prayer-requests',
      { name: 'Ann', request_text: 'Pray for my exams 📚', share_publicly: true },
    ],
    [ann.token, '/api/testimonies', { name: 'Ann', title: 'Healed', story_text: 'God is good.' }],
    [
      ben.token,
      '/api/contact-messages',
      { name: 'Ben', email: 'ben@example.org', subject: 'Hello', message: 'Where do you meet?' },
    ],
    [ben.token, '/api/newsletter', { email: 'ben@example.org' }],
    [
      ben.token,
      '/api/new-converts',
      {
        firstName: 'Joy',
        lastName: 'Atim',
        areaCode: '+256',
        phoneNumber: '700 123 456',
        email: 'joy@example.org',
        country: 'Uganda',
        community: ['pheggos', 'phos'],
        agree: 'yes',
      },
    ],
    [
      admin.token,
      '/api/site-content',
      { page: 'home', elements: { heroTitle: 'Karibu — “Torch” 🔥 3 < 5 &amp; \\ \u00e9' } },
    ],
  ];
  for (const [token, url, payload] of forms) {
    const response = await post(token, url, payload);
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  }
  expect((await post(leaving.token, '/api/auth/logout', {})).statusCode).toBe(204);

  // Values JavaScript numbers cannot hold must still come back exactly.
  await withSession(server.database, (session) =>
    session.query(
      `insert into chat_rooms (room_id, last_seq) values ('probe-bigint', 9007199254740993)`,
    ),
  );
  // The forms queue mail (a newsletter confirmation, the staff's notices) that the queue sends
  // in the background; the restored rows are compared with the rows after the backup, so the
  // queue finishes first.
  await vi.waitFor(
    async () => {
      const [queue] = await withSession(server.database, (session) =>
        session.query<{ busy: number }>(
          `select count(*)::int as busy from mail_outbox where status in ('pending', 'sending')`,
        ),
      );
      if (queue?.busy !== 0) throw new Error(`${queue?.busy} mails still going out`);
    },
    { timeout: 30_000, interval: 100 },
  );
  return { ann, leaving, upload };
}

let source: TestServer;
let church: Awaited<ReturnType<typeof populate>>;
let archiveDir: string;
let archive: string;
let backup: BackupSummary;
const backupLines: string[] = [];

beforeAll(async () => {
  source = await createTestServer({}, { now: () => NOW });
  church = await populate(source);
  archiveDir = tempDir('torch-archives-');
  archive = path.join(archiveDir, 'nightly', 'torch.tar.gz');
  backup = await createBackup({
    database: source.database,
    dataDir: source.dataDir,
    file: archive,
    report: (line) => backupLines.push(line),
  });
}, 120_000);

afterAll(async () => {
  await source?.close();
  if (archiveDir) fs.rmSync(archiveDir, { recursive: true, force: true });
});

// Each test opens new installs (PGlite initdb or a new PostgreSQL database): seconds apiece.
describe('backing up and restoring an install', { timeout: 120_000 }, () => {
  it('brings a new install back to the same rows, upload files and sessions', async () => {
    const populated = [
      'users',
      'revoked_tokens',
      'events',
      'teachings',
      'blog_posts',
      'leaders',
      'site_content',
      'contact_messages',
      'newsletter_subscriptions',
      'ministry_teams',
      'light_campuses',
      'uploads',
      'app_meta',
      'prayer_requests',
      'testimonies',
      'volunteer_applications',
      'campus_applications',
      'new_converts',
      'chat_rooms',
      'chat_messages',
      'chat_reactions',
      'chat_read_state',
    ];
    const rowsBefore = await allRows(source.database);
    for (const table of populated) expect(rowsBefore.get(`public.${table}`), table).not.toEqual([]);
    expect(backup.files).toBeGreaterThan(1);
    expect(backup.jwtSecret).toBe(true);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.dirname(archive))).toEqual(['torch.tar.gz']);
    expect(backupLines[0]).toBe('Reading the database (one consistent snapshot)');

    const target = await newInstall();
    try {
      const lines: string[] = [];
      const restored = await restoreBackup({
        database: target.database,
        dataDir: target.dataDir,
        file: archive,
        report: (line) => lines.push(line),
      });
      expect(restored.tables).toEqual(backup.tables);
      expect(lines).toContain('Loading the rows in one transaction');

      expect(await allRows(target.database)).toEqual(rowsBefore);
      const probe = await withSession(target.database, (session) =>
        session.query<{ seq: string }>(
          `select last_seq::text as seq from chat_rooms where room_id = 'probe-bigint'`,
        ),
      );
      expect(probe).toEqual([{ seq: '9007199254740993' }]);
      expect(filesUnder(path.join(target.dataDir, 'uploads'))).toEqual(
        filesUnder(path.join(source.dataDir, 'uploads')),
      );
      expect(fs.readFileSync(path.join(target.dataDir, 'jwt-secret'), 'utf8')).toBe(TEST_SECRET);
      const photoPath = church.upload.url.replace('/uploads/', 'uploads/');
      expect(Math.floor(fs.statSync(path.join(target.dataDir, photoPath)).mtimeMs / 1000)).toBe(
        Math.floor(fs.statSync(path.join(source.dataDir, photoPath)).mtimeMs / 1000),
      );
      expect(fs.readdirSync(target.dataDir).filter((name) => name.startsWith('.'))).toEqual([]);

      // The restored install, served: members stay signed in, a signed-out token stays out.
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: target.dataDir,
        LOG_LEVEL: 'silent',
      });
      const torch = await buildApp({
        config,
        database: target.database,
        jwtSecret: loadOrCreateJwtSecret(target.dataDir),
      });
      try {
        const history = await torch.app.inject({
          method: 'GET',
          url: '/api/messages/community',
          headers: bearer(church.ann.token),
        });
        expect(history.statusCode).toBe(200);
        expect(history.json<ChatMessage[]>()[0]).toMatchObject({
          content: 'Good morning, family! 🙏 “Torch” — line one\nline two',
          reactions: { '🔥': { count: 1 }, '❤️': { count: 1 } },
        });
        const signedOut = await torch.app.inject({
          method: 'GET',
          url: '/api/messages/community',
          headers: bearer(church.leaving.token),
        });
        expect(signedOut.statusCode).toBe(401);
        const image = await torch.app.inject({ method: 'GET', url: church.upload.url });
        expect(image.statusCode).toBe(200);
        expect(image.rawPayload).toEqual(
          fs.readFileSync(
            path.join(source.dataDir, church.upload.url.replace('/uploads/', 'uploads/')),
          ),
        );
      } finally {
        await torch.app.close();
      }
    } finally {
      await target.close();
    }
  });

  it('refuses to restore over an install that has data, and changes nothing', async () => {
    const target = await newInstall({ onDisk: false });
    try {
      await migrateToLevel(target.database, knownMigrations().length);
      await withSession(target.database, (session) =>
        session.query(
          `insert into users (full_name, email, password_hash) values ('Existing', 'e@example.org', 'x')`,
        ),
      );
      const before = await stateOf(target);
      await expect(
        restoreBackup({ database: target.database, dataDir: target.dataDir, file: archive }),
      ).rejects.toThrow(
        'The database is not empty (table users has rows): restore only into a new DATA_DIR or an empty PostgreSQL database',
      );
      expect(await stateOf(target)).toEqual(before);

      // An empty database beside a DATA_DIR that still has uploads is not a new install either.
      const other = await newInstall({ onDisk: false });
      try {
        fs.mkdirSync(path.join(other.dataDir, 'uploads', 'avatars'), { recursive: true });
        fs.writeFileSync(path.join(other.dataDir, 'uploads', 'avatars', 'old.webp'), 'old');
        const otherBefore = await stateOf(other);
        await expect(
          restoreBackup({ database: other.database, dataDir: other.dataDir, file: archive }),
        ).rejects.toThrow(/^The uploads folder .* is not empty: restore only into a new DATA_DIR$/);
        expect(await stateOf(other)).toEqual(otherBefore);
      } finally {
        await other.close();
      }
    } finally {
      await target.close();
    }
  });

  it('refuses a damaged or foreign archive with one clear line, and writes nothing', async () => {
    const bytes = fs.readFileSync(archive);
    const flipped = Buffer.from(bytes);
    for (let offset = Math.floor(bytes.length / 2); offset < bytes.length / 2 + 16; offset += 1)
      flipped[offset] = flipped[offset]! ^ 0x5a;
    const tarOf = async (entries: { path: string; body: Buffer }[]) => {
      const chunks: Buffer[] = [];
      for await (const chunk of writeTar(
        entries.map((entry) => ({ ...entry, size: entry.body.length, body: () => [entry.body] })),
      ))
        chunks.push(chunk);
      return zlib.gzipSync(Buffer.concat(chunks));
    };
    const cases: [string, Buffer, RegExp][] = [
      ['flipped.tar.gz', flipped, /^\S+flipped\.tar\.gz is damaged \(.+\); nothing was restored$/],
      [
        'truncated.tar.gz',
        bytes.subarray(0, Math.floor(bytes.length * 0.7)),
        /^\S+truncated\.tar\.gz is damaged \(gzip: unexpected end of file\); nothing was restored$/,
      ],
      [
        'notes.txt',
        Buffer.from('not an archive'),
        /notes\.txt is not a Torch backup \(not a gzip file\)$/,
      ],
      [
        'photos.tar.gz',
        await tarOf([{ path: 'holiday.jpg', body: Buffer.from('jpeg') }]),
        /photos\.tar\.gz is not a Torch backup \(it does not start with a manifest\)$/,
      ],
      [
        'escape.tar.gz',
        await tarOf([
          {
            path: 'manifest.json',
            body: Buffer.from(
              JSON.stringify({
                format: 'torch-backup',
                formatVersion: 1,
                appVersion: '0.1.0',
                createdAt: NOW.toISOString(),
                database: { engine: 'pglite', migrations: [], tables: [], sequences: [] },
                uploads: { files: 1, bytes: 1 },
                jwtSecret: false,
              }),
            ),
          },
          { path: 'uploads/../../escaped', body: Buffer.from('x') },
        ]),
        /escape\.tar\.gz is damaged \(unexpected entry uploads\/\.\.\/\.\.\/escaped\); nothing was restored$/,
      ],
    ];
    const target = await newInstall({ onDisk: false });
    try {
      const before = await stateOf(target);
      for (const [name, content, message] of cases) {
        const file = path.join(archiveDir, name);
        fs.writeFileSync(file, content);
        await expect(
          restoreBackup({ database: target.database, dataDir: target.dataDir, file }),
          name,
        ).rejects.toThrow(message);
        expect(await stateOf(target), name).toEqual(before);
      }
      expect(fs.existsSync(path.join(path.dirname(target.dataDir), 'escaped'))).toBe(false);
    } finally {
      await target.close();
    }
  });

  it('restores a backup made before the newest migrations, then applies them', async () => {
    const older = await newInstall({ onDisk: false });
    const target = await newInstall({ onDisk: false });
    try {
      const level = knownMigrations().length - 1;
      await migrateToLevel(older.database, level);
      await withSession(older.database, (session) =>
        session.query(
          `insert into users (full_name, email, password_hash) values ('Early', 'early@example.org', 'x')`,
        ),
      );
      const file = path.join(archiveDir, 'older.tar.gz');
      await createBackup({ database: older.database, dataDir: older.dataDir, file });
      const lines: string[] = [];
      await restoreBackup({
        database: target.database,
        dataDir: target.dataDir,
        file,
        report: (line) => lines.push(line),
      });
      expect(lines).toContain('Applying 1 newer migration');
      const rows = await allRows(target.database);
      expect(rows.get('drizzle.__drizzle_migrations')).toHaveLength(knownMigrations().length);
      expect(rows.get('public.users')).toHaveLength(1);
      expect(rows.get('public.users')![0]).toContain('early@example.org');
      // The newest migration's tables exist (empty) in the restored database.
      expect(rows.get('public.chat_messages')).toEqual([]);
    } finally {
      await older.close();
      await target.close();
    }
  });

  it('moves rows exactly from the embedded database to the configured one', async () => {
    // The way from the embedded shape to PostgreSQL (in the production-shape run) is a backup
    // and a restore: values JavaScript cannot hold exactly must arrive exactly.
    const embedded = await openPglite();
    const target = await newInstall({ onDisk: false });
    try {
      await migrateToLevel(embedded, knownMigrations().length);
      await withSession(embedded, async (session) => {
        await session.query(
          `insert into users (id, full_name, email, password_hash, created_at, last_seen_at)
           values ('0f8fad5b-d9cb-469f-a165-70867728950e', 'Zoë “Z” O''Brien', 'zoe@example.org',
                   '$argon2id$v=19$m=19456,t=2,p=1$abc$def', '2026-03-12 09:00:00.123456+00',
                   '1999-12-31 23:59:59.999999-05')`,
        );
        await session.query(
          `insert into chat_rooms (room_id, last_seq) values ('max', 9223372036854775807)`,
        );
        await session.query(
          `insert into site_content (page, elements) values ('home', $1::jsonb)`,
          [
            JSON.stringify({
              big: '12345678901234567890',
              text: 'tab\t, quote ", emoji 🔥, \u00e9',
            }),
          ],
        );
        await session.query(
          `insert into new_converts (first_name, last_name, area_code, phone_number, email, country, community)
           values ('A', 'B', '+256', '700000000', 'a@example.org', 'UG', '["pheggos", "phos"]')`,
        );
      });
      const file = path.join(archiveDir, 'embedded.tar.gz');
      await createBackup({ database: embedded, dataDir: target.dataDir, file });
      const before = await allRows(embedded);
      await restoreBackup({ database: target.database, dataDir: target.dataDir, file });
      expect(await allRows(target.database)).toEqual(before);
      const exact = await withSession(target.database, (session) =>
        session.query<{ seq: string; created: string }>(
          `select (select last_seq::text from chat_rooms) as seq,
                  (select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') from users) as created`,
        ),
      );
      expect(exact).toEqual([
        { seq: '9223372036854775807', created: '2026-03-12 09:00:00.123456' },
      ]);
    } finally {
      await embedded.close();
      await target.close();
    }
  });

  it('keeps a table outside the schema files with its rows and its sequence', async () => {
    const origin = await newInstall({ onDisk: false });
    const target = await newInstall({ onDisk: false });
    const probeTable = `create table backup_probe (id bigserial primary key, note text not null)`;
    try {
      await migrateToLevel(origin.database, knownMigrations().length);
      await withSession(origin.database, async (session) => {
        await session.query(probeTable);
        await session.query(`insert into backup_probe (note) values ('one'), ('two'), ('three')`);
        await session.query(`delete from backup_probe where note = 'three'`);
      });
      const file = path.join(archiveDir, 'probe.tar.gz');
      await createBackup({ database: origin.database, dataDir: origin.dataDir, file });
      await migrateToLevel(target.database, knownMigrations().length);
      await withSession(target.database, (session) => session.query(probeTable));
      await restoreBackup({ database: target.database, dataDir: target.dataDir, file });
      const next = await withSession(target.database, async (session) => {
        await session.query(`insert into backup_probe (note) values ('four')`);
        return session.query<{ id: string; note: string }>(
          `select id::text as id, note from backup_probe order by id`,
        );
      });
      expect(next).toEqual([
        { id: '1', note: 'one' },
        { id: '2', note: 'two' },
        { id: '4', note: 'four' },
      ]);
    } finally {
      await origin.close();
      await target.close();
    }
  });
});
