// Shared by `npm start`, `npm test` and `npm run bench:web`: from a fresh clone (or after a pull that changed the
// lockfile) install exactly what package-lock.json says, then compile and build only what is out of date, saying what
// each step does and how long it took. Uses only Node's standard library, because it runs before the dependencies exist.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import inputs from './front-end-inputs.cjs';
import { formatDuration, runStep } from './step.mjs';

const { frontEndBuildEnv, frontEndInputsHash, frontEndIsFresh, recordFrontEndInputs } = inputs;

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
export async function ensureDependencies() {
  const stale = staleDependency();
  if (!stale) return;
  const took = await runStep(`Installing dependencies with npm ci (${stale})`, 'npm', ['ci', '--no-audit', '--no-fund'], { cwd: root });
  console.log(`Dependencies installed in ${formatDuration(took)}.`);
}

/** The compiler's record of each project the server is built from; rewritten only when the project is compiled. */
const BUILD_INFO = ['protocol', 'emulator', 'backend'].map((project) => join(root, project, 'dist', '.tsbuildinfo'));
const modified = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/**
 * Compiles the server: protocol, emulator and backend (TypeScript project references recompile only what changed).
 * Without type checking, which is `npm run typecheck`'s job: with isolated modules the output is the same file for
 * file, and checking was 40% of a first compile's CPU time. The front end is not part of it (Vite builds it without
 * types); its type check, once part of every start, ran again on each one after any change to the protocol.
 */
export async function compile() {
  const before = BUILD_INFO.map(modified);
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const took = await runStep('Compiling the server (protocol, emulator, backend)', process.execPath, [tsc, '-b', 'backend', '--noCheck'], {
    cwd: root,
  });
  const compiled = BUILD_INFO.some((file, i) => modified(file) !== before[i]);
  console.log(compiled ? `Server compiled in ${formatDuration(took)}.` : `Server up to date (${formatDuration(took)}).`);
}

/**
 * Builds the front end unless frontend/dist was built from the sources now in the tree (scripts/front-end-inputs.cjs),
 * always as a production build.
 */
export async function buildFrontEndIfStale(env = process.env) {
  const hash = frontEndInputsHash(root, env);
  if (frontEndIsFresh(root, hash)) {
    console.log('Front end up to date (frontend/dist was built from these sources).');
    return;
  }
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const took = await runStep('Building the front end (Vite)', process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: join(root, 'frontend'),
    env: frontEndBuildEnv(env),
  });
  recordFrontEndInputs(root, hash);
  console.log(`Front end built in ${formatDuration(took)}.`);
}
