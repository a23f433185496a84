import type { QueryClient } from '@tanstack/react-query';
import { boxQueries } from '../features/boxes/queries';
import { routeOf, type RouteData } from '../firstLoad/rule';
import { api } from '../lib/queryClient';

/**
 * The requests behind each kind of route data the first-load rule names (`data` in ROUTES): the data of a page's
 * largest paint, requested by the entry while the page's code and texts are still on their way, instead of after the
 * page's first render (a slow connection's round trip, then the box images). The page's own query then finds the
 * request under way or done (docs/first-load.md).
 */
const REQUESTS: Readonly<Record<RouteData, (client: QueryClient) => Promise<unknown>>> = {
  catalog: (client) => client.prefetchQuery(boxQueries.list()),
  // The loader and its store are the page's code, not the entry's: imported here, they would come with every page's
  // first load.
  leaderboard: () => import('../features/leaderboard/loadLeaderboard').then(({ loadLeaderboard }) => loadLeaderboard(api)),
};

/** Starts the requests of `pathname`'s first data (nothing for a route without any). */
export function prefetchRouteData(pathname: string, client: QueryClient): void {
  const data = routeOf(pathname)?.data;
  if (data) void REQUESTS[data](client);
}
