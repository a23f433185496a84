// Shared by `npm start` and `npm test`: from a fresh clone (or after a pull that changed the lockfile) install
// exactly what package-lock.json says, then compile what is out of date. Uses only Node's standard library,
// because it runs before the dependencies exist.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repository root with inherited output; exits with its status when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * The first package the lockfile lists that is missing or at another version in node_modules, or null when
 * every one is installed as locked. Optional packages (other platforms' binaries) may be absent.
 */
export function staleDependency() {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    if (!path.includes('node_modules/') || entry.extraneous) continue;
    const manifest = join(root, path, 'package.json');
    if (!existsSync(manifest)) {
      if (entry.optional) continue;
      return `${path} is missing`;
    }
    if (entry.link) continue;
    const installed = JSON.parse(readFileSync(manifest, 'utf8')).version;
    if (entry.version && installed !== entry.version) return `${path} is ${installed}, the lockfile says ${entry.version}`;
  }
  return null;
}

/** `npm ci` when node_modules does not match the lockfile; nothing when it does. */
export function ensureDependencies() {
  const stale = staleDependency();
  if (!stale) return;
  console.log(`Installing dependencies (${stale})...`);
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Compiles protocol and backend (TypeScript project references rebuild only what changed). */
export function compile() {
  run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b']);
}

/** Newest modification time under a directory (skipping build output and dependencies). */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Builds the front end when its output is missing or older than its sources (or the protocol's). */
export function buildFrontEndIfStale() {
  const webIndex = join(root, 'frontend', 'dist', 'index.html');
  const webSources = Math.max(newest(join(root, 'frontend')), newest(join(root, 'protocol', 'src')));
  if (existsSync(webIndex) && statSync(webIndex).mtimeMs >= webSources) return;
  console.log('Building the front end...');
  run('npm', ['run', 'build', '-w', '@nova/frontend', '--', '--logLevel', 'warn']);
}
