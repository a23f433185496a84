// Whether frontend/dist was built from the sources now in the tree. `npm start` stores a SHA-256 of everything the
// front end's build reads beside its output (frontend/dist/.inputs.sha256) and rebuilds only when the hash of the tree
// differs. Contents, not modification times: a checkout or a copy that rewrites files without changing them does not
// rebuild, and a change is never missed because a restore or a clock gave a file an older time. Vite empties dist when
// it builds, so a build made by anything else (`npm run build`, the browser tests) leaves no stamp and the next start
// builds once more. Node's standard library only (it runs before the dependencies may exist), and CommonJS so that
// its test (front-end-inputs.test.js) can load it.
const { createHash } = require('node:crypto');
const { existsSync, readFileSync, readdirSync, statSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

/**
 * What the build reads, relative to the repository root: the front end's folder (sources, texts, public files, its
 * package.json, tsconfig and Vite config, its .env files), the protocol's sources (aliased into the bundle), the
 * compiler settings both extend and the lockfile (every library's version).
 */
const FRONT_END_INPUTS = ['frontend', 'protocol/src', 'tsconfig.base.json', 'package-lock.json'];

/** Never read by the build: dependencies, outputs, and the tests with their helpers (Jest's alone). */
const SKIPPED = new Set(['frontend/node_modules', 'frontend/dist', 'frontend/test']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Where the hash of the inputs of the build in frontend/dist is kept. */
const STAMP = 'frontend/dist/.inputs.sha256';

/** The input files under the folder `path` (relative, with forward slashes). */
function filesUnder(root, path) {
  if (SKIPPED.has(path)) return [];
  return readdirSync(join(root, path), { withFileTypes: true }).flatMap((entry) => {
    const child = `${path}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(root, child);
    return TEST_FILE.test(entry.name) ? [] : [child];
  });
}

/** The input files, sorted: each listed input that is a file, and the files under each that is a folder. */
function frontEndInputFiles(root) {
  return FRONT_END_INPUTS.flatMap((path) => {
    const full = join(root, path);
    if (!existsSync(full)) return [];
    return statSync(full).isDirectory() ? filesUnder(root, path) : [path];
  }).sort();
}

/**
 * The SHA-256 of the build's inputs: each file's path, length and bytes, then the `VITE_*` settings Vite bakes into
 * the bundle (`env`, default the process's).
 */
function frontEndInputsHash(root, env = process.env) {
  const hash = createHash('sha256');
  for (const file of frontEndInputFiles(root)) {
    const bytes = readFileSync(join(root, file));
    hash.update(`${file}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  for (const key of Object.keys(env)
    .filter((k) => k.startsWith('VITE_'))
    .sort())
    hash.update(`env\0${key}=${env[key]}\0`);
  return hash.digest('hex');
}

/**
 * The environment the front end is built with: the caller's, with NODE_ENV=production whatever it held. An inherited
 * `development` (`NODE_ENV=development npm start`, for the simulated payments) or Jest's `test` made Vite bundle
 * React's development build, whose StrictMode mounts every page twice: each first request was sent, aborted and sent
 * again. The server's own NODE_ENV is not the bundle's business.
 */
function frontEndBuildEnv(env) {
  return { ...env, NODE_ENV: 'production' };
}

/** True when frontend/dist holds a build whose stamp is `hash`. */
function frontEndIsFresh(root, hash) {
  const stamp = join(root, STAMP);
  if (!existsSync(join(root, 'frontend', 'dist', 'index.html')) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8').trim() === hash;
}

/** Records that frontend/dist was built from inputs hashing to `hash`. */
function recordFrontEndInputs(root, hash) {
  writeFileSync(join(root, STAMP), `${hash}\n`);
}

module.exports = {
  FRONT_END_INPUTS,
  STAMP,
  frontEndBuildEnv,
  frontEndInputFiles,
  frontEndInputsHash,
  frontEndIsFresh,
  recordFrontEndInputs,
};
