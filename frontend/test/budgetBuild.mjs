// The first-load budget's build (src/budget.test.ts): `vite build` of vite.config.ts into the folder named by the first
// argument, with the manifest the budget reads, and without the one plugin whose output the budget does not count:
// the brotli copies (build/precompress.ts), which it takes several seconds of CPU to write at brotli's highest quality
// for every script, stylesheet and locale file. Every other plugin and option, so every script's bytes, are the
// production build's.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, loadConfigFromFile } from 'vite';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: node test/budgetBuild.mjs <outDir>');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const loaded = await loadConfigFromFile(
  { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false },
  join(root, 'vite.config.ts'),
  root,
  'error',
);
if (!loaded) throw new Error('vite.config.ts not found');
const plugins = (loaded.config.plugins ?? [])
  .flat(Infinity)
  .filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'nova-precompress'));
await build({
  ...loaded.config,
  configFile: false,
  root,
  mode: 'production',
  logLevel: 'warn',
  plugins,
  build: { ...loaded.config.build, outDir, emptyOutDir: true, manifest: true },
});
