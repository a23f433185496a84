import type { QueryClient } from '@tanstack/react-query';
import { boxQueries } from '../features/boxes/queries';
import { api } from '../lib/queryClient';

/**
 * The data a page's largest paint needs, by path: requested by the entry while the page's code and texts are still on
 * their way, instead of after the page's first render (a slow connection's round trip, then the box images). The
 * page's own query then finds the request under way or done. Only where the largest paint is that data: on `/` it is
 * the headline, and the featured boxes' images requested during the first render competed with it
 * (docs/performance.md).
 */
const ROUTE_DATA: Readonly<Record<string, (client: QueryClient) => Promise<unknown>>> = {
  '/boxes': (client) => client.prefetchQuery(boxQueries.list()),
  // The competition's terms (its name and description) are the largest text of the page. The loader and its store
  // are the page's code, not the entry's: imported here, they would come with every page's first load.
  '/leaderboard': () => import('../features/leaderboard/loadLeaderboard').then(({ loadLeaderboard }) => loadLeaderboard(api)),
};

/** Starts the requests of `pathname`'s first data (nothing for other paths). */
export function prefetchRouteData(pathname: string, client: QueryClient): void {
  void ROUTE_DATA[pathname]?.(client);
}
