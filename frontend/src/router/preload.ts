/** A page's code, loaded once (a second call returns the same load). */
export type PageLoad = () => Promise<unknown>;

let loaders: ReadonlyMap<string, PageLoad> = new Map();

/**
 * Hands this module each route's page loader. Called once by the route table (routes.tsx) as it loads, in the entry,
 * before any page renders: links inside pages preload through `preloadRoute` without importing the table, whose
 * pages import them.
 */
export function providePageLoaders(byPath: ReadonlyMap<string, PageLoad>): void {
  loaders = byPath;
}

/** Starts loading a page's code ahead of navigation, when a link to it is hovered or focused (harmless if already loaded or unknown). */
export function preloadRoute(path: string): void {
  void loaders
    .get(path)?.()
    .catch(() => undefined);
}
