// `npm start`: build whatever is missing or older than its sources, then run the server
// (embedded database, web app served at http://localhost:3000 unless PORT says otherwise).
// The build says one line; its full output (a few hundred lines) is printed only when it fails,
// so what the server says next (on a terminal, where Torch is and what to do first) is what
// the person who typed `npm start` reads.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['apps/server/dist/main.js', 'apps/web/dist/index.html'].map((file) =>
  path.join(root, file),
);
const sources = [
  'packages/contract/src',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = Math.min(
  ...outputs.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)),
);
const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (builtAt === 0 || changedAt > builtAt) {
  const started = Date.now();
  process.stdout.write('Building the app… ');
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    process.stdout.write('failed:\n\n');
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    if (build.error) console.error(build.error);
    process.exit(build.status ?? 1);
  }
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
}

await import(path.join(root, 'apps/server/dist/main.js'));
