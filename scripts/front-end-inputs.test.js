// When `npm start` rebuilds the front end: exactly when something the build reads changed since frontend/dist was
// built, whatever the files' modification times say. Each test works on a small tree of its own.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync, unlinkSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { frontEndBuildEnv, frontEndInputFiles, frontEndInputsHash, frontEndIsFresh, recordFrontEndInputs } from './front-end-inputs.cjs';

let root;
const write = (path, text) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
/** Builds the tree's front end as far as freshness is concerned: dist/index.html, then the stamp. */
const build = (env = {}) => {
  write('frontend/dist/index.html', '<!doctype html>');
  recordFrontEndInputs(root, frontEndInputsHash(root, env));
};
const fresh = (env = {}) => frontEndIsFresh(root, frontEndInputsHash(root, env));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'nova-inputs-'));
  write('frontend/index.html', '<div id="root"></div>');
  write('frontend/vite.config.ts', 'export default {};');
  write('frontend/src/main.tsx', 'render();');
  write('frontend/src/App.tsx', 'export function App() {}');
  write('frontend/src/App.test.tsx', 'test();');
  write('frontend/src/i18n/locales/en/common.json', '{}');
  write('frontend/test/setup.ts', 'setup();');
  write('frontend/node_modules/.cache/tsbuildinfo', '{}');
  write('protocol/src/index.ts', 'export {};');
  write('tsconfig.base.json', '{}');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('backend/src/main.ts', 'main();');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('lists the sources, texts, settings and lockfile, and leaves out tests, dependencies, output and other packages', () => {
  build();
  expect(frontEndInputFiles(root)).toEqual([
    'frontend/index.html',
    'frontend/src/App.tsx',
    'frontend/src/i18n/locales/en/common.json',
    'frontend/src/main.tsx',
    'frontend/vite.config.ts',
    'package-lock.json',
    'protocol/src/index.ts',
    'tsconfig.base.json',
  ]);
});

test('a missing build, or one without a stamp (made by something else), is stale; a recorded one is fresh', () => {
  expect(fresh()).toBe(false);
  write('frontend/dist/index.html', '<!doctype html>');
  expect(fresh()).toBe(false);
  build();
  expect(fresh()).toBe(true);
  unlinkSync(join(root, 'frontend/dist/index.html'));
  expect(fresh()).toBe(false);
});

test.each([
  ['a source', () => write('frontend/src/App.tsx', 'export function App() { return 1; }')],
  ['a text', () => write('frontend/src/i18n/locales/en/common.json', '{"a":"b"}')],
  ['a new file', () => write('frontend/src/pages/New.tsx', 'x')],
  ['a renamed file', () => renameSync(join(root, 'frontend/src/App.tsx'), join(root, 'frontend/src/Shell.tsx'))],
  ['a deleted file', () => unlinkSync(join(root, 'frontend/src/App.tsx'))],
  ['the Vite config', () => write('frontend/vite.config.ts', 'export default { base: "/" };')],
  ["the protocol's sources", () => write('protocol/src/index.ts', 'export const x = 1;')],
  ['the lockfile (a library version)', () => write('package-lock.json', '{"lockfileVersion":3,"packages":{}}')],
  ['the shared compiler settings', () => write('tsconfig.base.json', '{"compilerOptions":{}}')],
  ["the front end's .env file", () => write('frontend/.env', 'VITE_API_URL=https://api.example')],
])('changing %s makes the build stale', (_what, change) => {
  build();
  change();
  expect(fresh()).toBe(false);
});

test.each([
  ['a test', () => write('frontend/src/App.test.tsx', 'test(1);')],
  ["Jest's helpers", () => write('frontend/test/setup.ts', 'setup(1);')],
  ['the dependencies folder', () => write('frontend/node_modules/.cache/tsbuildinfo', '{"x":1}')],
  ['another package', () => write('backend/src/main.ts', 'main(1);')],
])('changing %s keeps the build fresh', (_what, change) => {
  build();
  change();
  expect(fresh()).toBe(true);
});

test('contents count, not times: a touched file keeps the build fresh, and content put back is fresh again', () => {
  build();
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(root, 'frontend/src/App.tsx'), later, later);
  expect(fresh()).toBe(true);
  write('frontend/src/App.tsx', 'changed');
  expect(fresh()).toBe(false);
  write('frontend/src/App.tsx', 'export function App() {}');
  expect(fresh()).toBe(true);
});

test('the VITE_ settings baked into the bundle count; other settings do not', () => {
  build({ VITE_STRIPE_KEY: 'pk_1', PORT: '3000' });
  expect(fresh({ VITE_STRIPE_KEY: 'pk_1', PORT: '4000', DATA_DIR: ':memory:' })).toBe(true);
  expect(fresh({ VITE_STRIPE_KEY: 'pk_2', PORT: '3000' })).toBe(false);
  expect(fresh({ PORT: '3000' })).toBe(false);
});

test('the bundle is always a production build, whatever NODE_ENV the server runs with; the rest passes through', () => {
  for (const NODE_ENV of ['development', 'test', 'production', undefined]) {
    expect(frontEndBuildEnv({ NODE_ENV, PAYMENTS_PROVIDER: 'simulated', VITE_API_URL: '/x' })).toEqual({
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'simulated',
      VITE_API_URL: '/x',
    });
  }
});
