/** `npm run restore -- <file>`: brings an empty install back from a backup (docs/backups.md). */
import { runCommand, seconds } from './command';
import { formatBytes, plural } from './format';
import { restoreBackup } from './restore';
import { checkArchiveFile } from './unpack';

const startedAt = performance.now();
await runCommand(
  'restore',
  'Usage: npm run restore -- <file>, into a new DATA_DIR or an empty PostgreSQL database',
  { needsExistingDatabase: false, checkArchive: checkArchiveFile },
  async ({ config, database, databaseName, archive, say }) => {
    say(`Restoring ${archive} into ${databaseName} and DATA_DIR ${config.dataDir}`);
    const summary = await restoreBackup({
      database,
      dataDir: config.dataDir,
      file: archive,
      report: say,
    });
    say(`Restored in ${seconds(startedAt)}`);
    say(`  ${plural(summary.rows, 'row')} in ${plural(summary.tables.length, 'table')}:`);
    for (const table of [...summary.tables].sort((a, b) => a.name.localeCompare(b.name)))
      say(`    ${table.name}: ${table.rows}`);
    say(`  ${plural(summary.files, 'upload file')}, ${formatBytes(summary.uploadBytes)}`);
    say(
      `  sign-in secret: ${summary.jwtSecret ? 'restored (members stay signed in)' : 'none in the backup'}`,
    );
  },
);
