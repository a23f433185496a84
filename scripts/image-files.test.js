// The image file-set check: passes on this repository's Dockerfile, and fails on a Dockerfile that ships the whole
// build stage or installs development dependencies (so it can fail: it did on the image before the emulator moved out).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SCRIPT = join(__dirname, 'image-files.mjs');

function check(dockerfile) {
  const args = [SCRIPT];
  let dir;
  if (dockerfile !== undefined) {
    dir = mkdtempSync(join(tmpdir(), 'nova-image-'));
    writeFileSync(join(dir, 'Dockerfile'), dockerfile);
    args.push('--dockerfile', join(dir, 'Dockerfile'));
  }
  try {
    const result = spawnSync(process.execPath, args, { encoding: 'utf8' });
    return { code: result.status, out: result.stdout, err: result.stderr };
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

const MANIFESTS = ['protocol', 'emulator', 'backend', 'frontend'].map((w) => `COPY ${w}/package.json ${w}/`).join('\n');

test("the repository's Dockerfile ships no test infrastructure and no front-end packages", () => {
  const { code, out, err } = check();
  expect(err).toBe('');
  expect(code).toBe(0);
  expect(out).toMatch(/npm ci --omit=dev --workspace @nova\/backend --workspace @nova\/protocol/);
  expect(out).toMatch(/image node_modules: \d+ packages/);
});

test('copying the whole pruned build stage (the image before the emulator became a package) fails, naming what ships', () => {
  const { code, err } = check(`FROM node:20 AS build
WORKDIR /app
COPY package.json package-lock.json ./
${MANIFESTS}
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev
FROM node:20
COPY --from=build /app /app
`);
  expect(code).toBe(1);
  expect(err).toMatch(/mingo \(test and development infrastructure\)/);
  expect(err).toMatch(/@nova\/db-emulator/);
  expect(err).toMatch(/react \(front-end only/);
  expect(err).toMatch(/the whole build stage is copied/);
});

test('installing the server workspaces with their development dependencies fails', () => {
  const { code, err } = check(`FROM node:20 AS deps
WORKDIR /app
COPY package.json package-lock.json ./
${MANIFESTS}
RUN npm ci --workspace @nova/backend --workspace @nova/protocol
FROM node:20
COPY --from=deps /app/node_modules node_modules
`);
  expect(code).toBe(1);
  expect(err).toMatch(/mongodb-memory-server-core \(test and development infrastructure\)/);
  expect(err).not.toMatch(/mingo/);
});

test("leaving out optional packages fails: sharp's prebuilt libvips for the image's platform would be missing", () => {
  const { code, err } = check(`FROM node:20 AS deps
WORKDIR /app
COPY package.json package-lock.json ./
${MANIFESTS}
RUN npm ci --omit=dev --omit=optional --workspace @nova/backend --workspace @nova/protocol
FROM node:20
COPY --from=deps /app/node_modules node_modules
`);
  expect(code).toBe(1);
  expect(err).toMatch(/@img\/sharp-linux-x64 is missing \(the server needs it at run time\)/);
  expect(err).toMatch(/@img\/sharp-libvips-linux-arm64 is missing/);
  expect(err).not.toMatch(/^ {2}- sharp is missing/m);
});
