// Bundles the server's own code and the workspace contract into dist/; npm packages stay
// external (PGlite and argon2 ship files they load at run time).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@torch/'));

await build({
  entryPoints: [
    'src/main.ts',
    'src/migrate.ts',
    // `npm run backup` / `npm run restore` (docs/backups.md).
    { in: 'src/backup/backup-command.ts', out: 'backup' },
    { in: 'src/backup/restore-command.ts', out: 'restore' },
    // `npm run seed:demo` (docs/configuration.md#demo-content).
    'src/seed-demo.ts',
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
