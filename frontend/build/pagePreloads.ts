import type { Plugin, Rollup } from 'vite';
import { ROUTES, firstRenderNamespaces } from '../src/firstLoad/rule';

/** What the server names in a page's HTML so it loads alongside the entry: the page's chunks and its texts. */
export interface PagePreload {
  /**
   * The page's chunk, site-absolute (`/assets/...`). Not the chunks it imports: preloading those too took bandwidth
   * from the entry on a slow connection and delayed the first paint (docs/performance.md).
   */
  modules: string[];
  /** The namespaces its first render needs (the first-load rule's), fetched as `<locales>/<lng>/<ns>.json`. */
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

/** The site path of the chunk of `page` (a module in src/pages), if the bundle has one. */
function pageChunk(bundle: Rollup.OutputBundle, page: string): string[] {
  const chunk = Object.values(bundle).find(
    (c): c is Rollup.OutputChunk => c.type === 'chunk' && c.isDynamicEntry && !!c.facadeModuleId?.endsWith(`/src/pages/${page}.tsx`),
  );
  return chunk ? [`/${chunk.fileName}`] : [];
}

/**
 * Writes `preload.json` beside index.html: for each route of the first-load rule (src/firstLoad/rule.ts), the page's
 * chunk and the namespaces its first render needs, so the server can put `<link rel="modulepreload">` and
 * `<link rel="preload" as="fetch">` for them into the HTML. Without them the browser finds the page's code and texts
 * only after the entry has run: one round trip each.
 */
export function pagePreloads(localesUrl: () => string): Plugin {
  return {
    name: 'nova-page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const routes: Record<string, PagePreload> = {};
      for (const [path, route] of Object.entries(ROUTES)) {
        routes[path] = { modules: pageChunk(bundle, route.page), namespaces: firstRenderNamespaces(path) };
      }
      const map: PreloadMap = { locales: localesUrl(), routes, fallback: { modules: [], namespaces: firstRenderNamespaces('/-') } };
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: JSON.stringify(map) });
    },
  };
}
