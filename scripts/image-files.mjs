#!/usr/bin/env node
// The production image's file set, computed without Docker from the Dockerfile and package-lock.json: what the
// final stage copies, and which packages its node_modules holds (the install command it copies node_modules from,
// replayed on the lockfile the way npm does it). Exits 1, naming each, when test or front-end code would ship: the
// database emulator, mingo, mongodb-memory-server, a front-end-only package, or a workspace's sources; and when the
// server would miss a package it needs at run time: a production dependency of backend or protocol, or sharp's
// prebuilt libvips for the image's platform (Linux with glibc, x64 or arm64), which npm installs as optional packages.
// `node scripts/image-files.mjs [--list] [--root DIR] [--dockerfile PATH]` (another checkout; another Dockerfile).
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Test and development infrastructure that must never reach the image. */
export const FORBIDDEN_PACKAGES = ['@nova/db-emulator', 'mingo', 'mongodb-memory-server', 'mongodb-memory-server-core'];

/**
 * Packages the server loads at run time that are not named in a manifest: sharp's native binding and libvips for
 * the platforms the image is built for (node:20-bookworm-slim, glibc, on x64 or arm64). The lockfile must list them
 * and the install must keep optional packages, or image uploads fail on the first request.
 */
export const RUNTIME_PACKAGES = ['@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64', '@img/sharp-linux-arm64', '@img/sharp-libvips-linux-arm64'];

/** The Dockerfile's stages: name and instructions (continuation lines joined, comments dropped). */
export function parseStages(text) {
  const stages = [];
  const joined = text.replace(/\\\r?\n/g, ' ');
  for (const raw of joined.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [keyword, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') {
      const as = /\s+AS\s+(\S+)\s*$/i.exec(args);
      stages.push({ name: as ? as[1] : String(stages.length), base: args.split(/\s+/)[0], instructions: [] });
      continue;
    }
    stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
  }
  return stages;
}

/** COPY instructions of a stage as { from, sources, dest } (from: a stage name, or null for the build context). */
function copies(stage) {
  return stage.instructions
    .filter((i) => i.keyword === 'COPY')
    .map((i) => {
      const words = i.args.split(/\s+/);
      const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length) ?? null;
      const paths = words.filter((w) => !w.startsWith('--'));
      return { from, sources: paths.slice(0, -1), dest: paths.at(-1) };
    });
}

/** The last npm install command of a stage (ci, install or prune), as its flags. */
function installCommand(stage) {
  const commands = stage.instructions
    .filter((i) => i.keyword === 'RUN')
    .flatMap((i) => i.args.split(/&&|;/).map((c) => c.trim()))
    .filter((c) => /^npm\s+(ci|install|i|prune)\b/.test(c));
  const last = commands.at(-1);
  if (!last) return null;
  const words = last.split(/\s+/);
  const workspaces = [];
  let omitDev = false;
  let omitOptional = false;
  let includeRoot = false;
  for (let k = 0; k < words.length; k += 1) {
    const w = words[k];
    if (w === '--omit=dev' || w === '--production' || (w === '--omit' && words[k + 1] === 'dev')) omitDev = true;
    if (w === '--omit=optional' || w === '--no-optional' || (w === '--omit' && words[k + 1] === 'optional')) omitOptional = true;
    if (w === '--include-workspace-root') includeRoot = true;
    if (w === '-w' || w === '--workspace') workspaces.push(words[k + 1]);
    if (w.startsWith('--workspace=')) workspaces.push(w.slice('--workspace='.length));
  }
  return { command: last, omitDev, omitOptional, workspaces, includeRoot };
}

/** Where `name` resolves from the package at lockfile path `from` (node_modules lookup up the tree). */
function resolve(packages, from, name) {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const i = base.lastIndexOf('node_modules/');
    base = i <= 0 ? '' : base.slice(0, i - 1);
  }
}

/**
 * The lockfile paths npm installs for `npm ci [--omit=dev] [-w A -w B]`: every package reachable from the selected
 * workspaces (all workspaces and the root when none is named) through their declared dependencies, development ones
 * included (npm follows them, then drops what the lockfile marks dev), and through workspace links.
 */
export function installedPackages(lock, install) {
  const packages = lock.packages;
  const workspacePaths = Object.entries(packages)
    .filter(([, entry]) => entry.link && packages[entry.resolved])
    .map(([path, entry]) => ({ name: path.slice('node_modules/'.length), path: entry.resolved }));
  const selected = install.workspaces.length
    ? install.workspaces.map((w) => {
        const found = workspacePaths.find((ws) => ws.name === w || ws.path === w);
        if (!found) throw new Error(`the Dockerfile names workspace ${w}, which the lockfile does not have`);
        return found.path;
      })
    : workspacePaths.map((ws) => ws.path);
  const starts = install.workspaces.length && !install.includeRoot ? selected : ['', ...selected];
  const reached = new Set();
  const queue = [...starts];
  for (const ws of workspacePaths) if (selected.includes(ws.path)) reached.add(`node_modules/${ws.name}`);
  while (queue.length) {
    const from = queue.shift();
    const entry = packages[from];
    const isProject = from === '' || !from.includes('node_modules/');
    const names = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...entry.peerDependencies,
      ...(isProject ? entry.devDependencies : {}),
    };
    for (const name of Object.keys(names)) {
      const at = resolve(packages, from, name);
      if (!at || reached.has(at)) continue;
      reached.add(at);
      const target = packages[at].link ? packages[at].resolved : at;
      queue.push(target);
    }
  }
  return [...reached]
    .filter((path) => !(install.omitDev && packages[path]?.dev) && !(install.omitOptional && packages[path]?.optional))
    .sort();
}

/** The image's file set for a Dockerfile: what the final stage copies and the packages in its node_modules. */
export function imageFileSet(dockerfile, lock) {
  const stages = parseStages(dockerfile);
  const final = stages.at(-1);
  if (!final) throw new Error('the Dockerfile has no stage');
  const finalCopies = copies(final);
  const wholeApp = finalCopies.find((c) => c.from && c.sources.some((s) => ['/app', '/app/', '.', './'].includes(s)));
  const modulesCopy = wholeApp ?? finalCopies.find((c) => c.from && c.sources.some((s) => /node_modules\/?$/.test(s)));
  if (!modulesCopy) throw new Error('the final stage copies no node_modules');
  const source = stages.find((s) => s.name === modulesCopy.from);
  const install = source && installCommand(source);
  if (!install) throw new Error(`stage ${modulesCopy.from} runs no npm install`);
  const files = wholeApp ? ['(the whole build stage: every workspace, its sources and build output)'] : finalCopies.filter((c) => c !== modulesCopy).flatMap((c) => c.sources);
  return { install, wholeApp: Boolean(wholeApp), files, packages: installedPackages(lock, install) };
}

/** What must not be in the image, given its file set and the workspaces' manifests. */
export function violations(set, manifests) {
  const serverDeps = new Set(['backend', 'protocol'].flatMap((w) => Object.keys(manifests[w]?.dependencies ?? {})));
  const frontendOnly = Object.keys({ ...manifests.frontend?.dependencies, ...manifests.frontend?.devDependencies }).filter((n) => !serverDeps.has(n));
  const names = new Set(set.packages.map((p) => p.slice(p.lastIndexOf('node_modules/') + 'node_modules/'.length)));
  const found = [];
  for (const name of FORBIDDEN_PACKAGES) if (names.has(name)) found.push(`${name} (test and development infrastructure)`);
  for (const name of frontendOnly) if (names.has(name)) found.push(`${name} (front-end only: the image serves frontend/dist)`);
  const needed = [...serverDeps].filter((n) => !n.startsWith('@nova/')).concat(RUNTIME_PACKAGES);
  for (const name of needed) if (!names.has(name)) found.push(`${name} is missing (the server needs it at run time)`);
  if (set.wholeApp) found.push('the whole build stage is copied: every workspace ships with its sources, the database emulator included');
  for (const file of set.files) if (/^(\/app\/)?(emulator|frontend\/src|backend\/src|backend\/test)(\/|$)/.test(file)) found.push(`${file} (sources)`);
  return found;
}

function main() {
  const { values } = parseArgs({ options: { root: { type: 'string' }, dockerfile: { type: 'string' }, list: { type: 'boolean', default: false } } });
  const root = values.root ?? repoRoot;
  const dockerfile = readFileSync(values.dockerfile ?? join(root, 'Dockerfile'), 'utf8');
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const manifests = Object.fromEntries(['backend', 'protocol', 'frontend'].map((w) => [w, JSON.parse(readFileSync(join(root, w, 'package.json'), 'utf8'))]));
  const set = imageFileSet(dockerfile, lock);
  console.log(`image install: ${set.install.command}`);
  console.log(`image copies: ${set.files.join(', ')}`);
  console.log(`image node_modules: ${set.packages.length} packages`);
  if (values.list) for (const p of set.packages) console.log(`  ${p}`);
  const found = violations(set, manifests);
  if (found.length) {
    console.error(`the production image would carry what it must not, or miss what it needs:\n${found.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log("image file set: no test infrastructure, no front-end packages, every run-time package (sharp's libvips included)");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
