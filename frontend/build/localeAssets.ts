import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the built locale files live, relative to the site root: `/<LOCALES_DIR>/<version>/<lng>/<ns>.json`. */
export const LOCALES_DIR = 'assets/locales';

interface LocaleFile {
  lng: string;
  ns: string;
  text: string;
}

function readLocales(dir: string): LocaleFile[] {
  return readdirSync(dir)
    .sort()
    .flatMap((lng) =>
      readdirSync(join(dir, lng))
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => ({ lng, ns: file.slice(0, -'.json'.length), text: readFileSync(join(dir, lng, file), 'utf8') })),
    );
}

/** A version that changes whenever any locale file changes, so the files can be cached as immutable. */
function versionOf(files: LocaleFile[]): string {
  const hash = createHash('sha256');
  for (const f of files) hash.update(`${f.lng}/${f.ns}\n${f.text}\n`);
  return hash.digest('hex').slice(0, 10);
}

/**
 * Serves the translation files as plain JSON assets at a versioned path instead of one JavaScript chunk each, so the
 * app fetches `${__LOCALES_URL__}/<lng>/<ns>.json` by pattern (no per-file loader map in the entry chunk) and the
 * server can name the current page's files in the HTML ahead of the scripts. The build writes them (minified) under
 * `assets/locales/<content hash>/`; the dev server answers the same path from the sources.
 */
export function localeAssets(localesDir: string): Plugin & { api: { url: () => string } } {
  let files: LocaleFile[] = [];
  let version = 'dev';
  return {
    name: 'nova-locale-assets',
    api: { url: () => `/${LOCALES_DIR}/${version}` },
    config(_config, { command }) {
      files = readLocales(localesDir);
      version = command === 'build' ? versionOf(files) : 'dev';
      return { define: { __LOCALES_URL__: JSON.stringify(`/${LOCALES_DIR}/${version}`) } };
    },
    configureServer(server) {
      server.middlewares.use(`/${LOCALES_DIR}/${version}/`, (req, res, next) => {
        const match = /^\/([a-z]{2})\/(\w+)\.json$/.exec(req.url?.split('?')[0] ?? '');
        const file = match && readLocales(localesDir).find((f) => f.lng === match[1] && f.ns === match[2]);
        if (!file) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(file.text);
      });
    },
    generateBundle() {
      for (const f of files) {
        const source = JSON.stringify(JSON.parse(f.text));
        this.emitFile({ type: 'asset', fileName: `${LOCALES_DIR}/${version}/${f.lng}/${f.ns}.json`, source });
      }
    },
  };
}
