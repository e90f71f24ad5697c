/** `npm run backup -- <file>`: writes one archive of the database and the uploads (docs/backups.md). */
import path from 'node:path';
import { createBackup } from './backup';
import { runCommand, seconds } from './command';
import { formatBytes, plural } from './format';

const startedAt = performance.now();
await runCommand(
  'backup',
  'Usage: npm run backup -- <file>, e.g. npm run backup -- backups/torch-2026-05-01.tar.gz',
  { needsExistingDatabase: true },
  async ({ config, database, databaseName, archive, say }) => {
    const uploadsDir = path.join(config.dataDir, 'uploads');
    say(`Backing up ${databaseName} and the uploads in ${uploadsDir}`);
    if (config.storage.provider !== 'local')
      say(
        `Note: STORAGE_PROVIDER=${config.storage.provider}: images stored there are not in this archive; back that service up on its own`,
      );
    if (config.jwtSecret)
      say('Note: JWT_SECRET comes from the environment: keep it with your configuration');
    const summary = await createBackup({
      database,
      dataDir: config.dataDir,
      file: archive,
      report: say,
    });
    say(
      `Backup written: ${summary.file} (${formatBytes(summary.archiveBytes)}) in ${seconds(startedAt)}`,
    );
    say(`  ${plural(summary.rows, 'row')} in ${plural(summary.tables.length, 'table')}:`);
    for (const table of [...summary.tables].sort((a, b) => a.name.localeCompare(b.name)))
      say(`    ${table.name}: ${table.rows}`);
    say(`  ${plural(summary.files, 'upload file')}, ${formatBytes(summary.uploadBytes)}`);
    say(`  sign-in secret (DATA_DIR/jwt-secret): ${summary.jwtSecret ? 'included' : 'none'}`);
  },
);
