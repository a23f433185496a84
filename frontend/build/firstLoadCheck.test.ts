import { rollup, type Plugin } from 'rollup';
import { firstLoadCheck, firstLoadViolations, moduleName, type BuiltGraph, type FirstLoadRule } from './firstLoadCheck';

/** A rule of its own for these tests: one unit, loaded at the first interaction. */
const RULE: FirstLoadRule = {
  units: { dialogs: { stage: 'firstInteraction', what: 'the dialogs', modules: ['src/dialogs/*.ts', 'motion'] } },
  routeModules: [],
};

/** Sources of a tiny app under /app, as a Rollup plugin: relative imports and one library (`motion`). */
function app(files: Record<string, string>): Plugin {
  return {
    name: 'tiny-app',
    resolveId(source, importer) {
      if (source === 'motion') return '/app/node_modules/motion/index.js';
      if (source.startsWith('/app/')) return source;
      return importer ? new URL(source, `file://${importer}`).pathname : null;
    },
    load(id) {
      const path = id.replace(/^\/app\//, '');
      if (!(path in files)) throw new Error(`no ${path}`);
      return files[path];
    },
  };
}

const SOURCES = {
  'src/main.ts': "import { shell } from './shell.ts'; shell();",
  'src/shell.ts': "export function shell() { document.title = 'shop'; import('./dialogs/open.ts').then((m) => m.open()); }",
  'src/dialogs/open.ts': "import { animate } from 'motion'; export function open() { animate(); }",
  'node_modules/motion/index.js': 'export function animate() { document.body.dataset.moved = "1"; }',
};

/** Builds the tiny app with the check; resolves with the check's error message, or null when the build passed. */
async function build(files: Record<string, string>): Promise<string | null> {
  const bundle = await rollup({ input: '/app/src/main.ts', plugins: [app(files), firstLoadCheck('/app', RULE) as Plugin] });
  try {
    await bundle.generate({ format: 'es' });
    return null;
  } catch (err) {
    return (err as Error).message;
  } finally {
    await bundle.close();
  }
}

describe('the first-load check of a build', () => {
  it('passes a build whose entry imports deferred code only with import()', async () => {
    await expect(build(SOURCES)).resolves.toBeNull();
  });

  it('fails a build whose entry imports a deferred module statically, naming the rule, the unit and the chain', async () => {
    const message = await build({
      ...SOURCES,
      'src/shell.ts': "import { open } from './dialogs/open.ts'; export function shell() { open(); }",
    });
    expect(message).toContain('The first-load rule is broken');
    expect(message).toContain(
      "src/dialogs/open.ts is in the entry's static graph, but the first-load rule (frontend/src/firstLoad/rule.ts) loads it later: unit 'dialogs' (the dialogs), stage 'firstInteraction'",
    );
    expect(message).toContain('Imported by src/main.ts -> src/shell.ts -> src/dialogs/open.ts');
    expect(message).toContain("the library motion is in the entry's static graph");
  });

  it('fails a build that loads code with import() the rule gives no stage', async () => {
    const message = await build({
      ...SOURCES,
      'src/shell.ts': "export function shell() { import('./dialogs/open.ts'); import('./extra.ts'); }",
      'src/extra.ts': 'export const extra = 1;',
    });
    expect(message).toContain(
      'src/extra.ts is loaded with import(), but the first-load rule (frontend/src/firstLoad/rule.ts) gives it no stage',
    );
  });
});

describe('first-load violations', () => {
  const graph = (entryModules: string[]): BuiltGraph => ({
    entry: 'index.html',
    entryModules,
    staticImports: new Map([
      ['index.html', ['src/main.ts']],
      ['src/main.ts', ['src/small.ts']],
      ['src/small.ts', []],
      ['src/dialogs/open.ts', ['motion']],
      ['motion', []],
    ]),
    dynamicTargets: ['src/dialogs/open.ts'],
  });

  it('says when a deferred module is in the entry only because a small chunk was merged into it', () => {
    expect(firstLoadViolations(graph(['src/main.ts', 'src/small.ts', 'src/dialogs/open.ts']), RULE)).toEqual([
      expect.stringContaining("src/dialogs/open.ts is in the entry's static graph") as unknown as string,
    ]);
    expect(firstLoadViolations(graph(['src/main.ts', 'src/dialogs/open.ts']), RULE)[0]).toContain(
      'It is merged into a chunk the entry loads',
    );
  });

  it('says when the rule names a file the build does not have', () => {
    const stale: FirstLoadRule = { ...RULE, routeModules: ['src/pages/*.ts'] };
    expect(firstLoadViolations(graph(['src/main.ts']), stale)).toEqual([
      'the first-load rule (frontend/src/firstLoad/rule.ts) names src/pages/*.ts, which the build does not have: renamed or moved?',
    ]);
  });

  it('names modules by their path in the front end, and libraries by their package', () => {
    expect(moduleName('/w/frontend/src/App.tsx', '/w/frontend')).toBe('src/App.tsx');
    expect(moduleName('/w/node_modules/zod/v4/core/core.js', '/w/frontend')).toBe('zod');
    expect(moduleName('/w/node_modules/@radix-ui/react-dialog/dist/index.mjs?commonjs-proxy', '/w/frontend')).toBe(
      '@radix-ui/react-dialog',
    );
    expect(moduleName('/w/protocol/src/errors.ts', '/w/frontend')).toBe('../protocol/src/errors.ts');
  });
});
