import { readFileSync } from 'node:fs';
import type { Plugin, Rollup } from 'vite';
import { firstRenderNamespaces } from '../src/i18n/namespaces';

/** What the server names in a page's HTML so it loads alongside the entry: the page's chunks and its texts. */
export interface PagePreload {
  /**
   * The page's chunk, site-absolute (`/assets/...`). Not the chunks it imports: preloading those too took bandwidth
   * from the entry on a slow connection and delayed the first paint (docs/performance.md).
   */
  modules: string[];
  /** The namespaces its first render needs (`firstRenderNamespaces`), fetched as `<locales>/<lng>/<ns>.json`. */
  namespaces: string[];
}

/** `dist/preload.json`: read by the server (backend/src/staticAssets.ts) when it sends index.html. */
export interface PreloadMap {
  /** The versioned folder of the locale files. */
  locales: string;
  /**
   * By route path (`/`, `/boxes`, `/battles/:id`, `/admin`...): the server matches the URL exactly, then against the
   * paths with parameters, then by its first segment (the admin console's sections, under `/admin`).
   */
  routes: Record<string, PagePreload>;
  /** For any other path: the shell's namespaces. */
  fallback: PagePreload;
}

/**
 * The page module of each route in the route table's source (`src/router/routes.tsx`): entries read
 * `{ path: '/x', load: () => import('../pages/XPage') }` or name a loader declared as
 * `const name: Loader = () => import('../pages/XPage')`. `src/router/preloadMap.test.ts` checks every route is found.
 */
export function pageModulesOf(source: string): Record<string, string> {
  const loaders = new Map([...source.matchAll(/const (\w+): Loader = \(\) => import\('\.\.\/pages\/(\w+)'\)/g)].map((m) => [m[1]!, m[2]!]));
  const pages: Record<string, string> = {};
  for (const m of source.matchAll(/\{ path: '([^']+)', load: (?:\(\) => import\('\.\.\/pages\/(\w+)'\)|(\w+))/g)) {
    const page = m[2] ?? loaders.get(m[3]!);
    if (page) pages[m[1]!] = page;
  }
  return pages;
}

/** The site path of the chunk of `page` (a module in src/pages), if the bundle has one. */
function pageChunk(bundle: Rollup.OutputBundle, page: string): string[] {
  const chunk = Object.values(bundle).find(
    (c): c is Rollup.OutputChunk => c.type === 'chunk' && c.isDynamicEntry && !!c.facadeModuleId?.endsWith(`/src/pages/${page}.tsx`),
  );
  return chunk ? [`/${chunk.fileName}`] : [];
}

/**
 * Writes `preload.json` beside index.html: for each route, the page's chunk and the namespaces its first render
 * needs, so the server can put `<link rel="modulepreload">` and `<link rel="preload" as="fetch">` for them into the
 * HTML. Without them the browser finds the page's code and texts only after the entry has run: one round trip each.
 */
export function pagePreloads(routesFile: string, localesUrl: () => string): Plugin {
  return {
    name: 'nova-page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const routes: Record<string, PagePreload> = {};
      for (const [path, page] of Object.entries(pageModulesOf(readFileSync(routesFile, 'utf8')))) {
        routes[path] = { modules: pageChunk(bundle, page), namespaces: firstRenderNamespaces(path) };
      }
      const map: PreloadMap = { locales: localesUrl(), routes, fallback: { modules: [], namespaces: firstRenderNamespaces('/-') } };
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: JSON.stringify(map) });
    },
  };
}
