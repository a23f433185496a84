import type { QueryClient } from '@tanstack/react-query';
import { boxQueries } from '../features/boxes/queries';

/**
 * The data a page shows first, by path: requested by the entry while the page's code and texts are still on their
 * way, instead of after the page's first render (a slow connection's round trip before the content, and the box
 * images after it). The page's own query then finds the request under way or done.
 */
const ROUTE_DATA: Readonly<Record<string, (client: QueryClient) => Promise<unknown>>> = {
  '/': (client) => client.prefetchQuery(boxQueries.featured()),
  '/boxes': (client) => client.prefetchQuery(boxQueries.list()),
};

/** Starts the requests of `pathname`'s first data (nothing for other paths). */
export function prefetchRouteData(pathname: string, client: QueryClient): void {
  void ROUTE_DATA[pathname]?.(client);
}
