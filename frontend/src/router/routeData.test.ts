import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { LeaderboardDto } from '@nova/protocol';
import { buildBoard } from '../../test/realtimeFixtures';
import { routeFetch } from '../../test/routeFetch';
import { boxQueries } from '../features/boxes/queries';
import { loadLeaderboard } from '../features/leaderboard/loadLeaderboard';
import { useLeaderboardStore } from '../stores/useLeaderboardStore';
import { prefetchRouteData } from './routeData';

describe("a page's first data, requested by the entry", () => {
  it('asks for the catalog on /boxes and the board on /leaderboard, and for nothing elsewhere', async () => {
    let release: (board: LeaderboardDto) => void = () => undefined;
    const board = new Promise<LeaderboardDto>((resolve) => (release = resolve));
    const { calls } = routeFetch({
      'GET /api/boxes': () => [],
      'GET /api/boxes/featured': () => [],
      'GET /api/leaderboard/current': () => board,
    });
    const client = new QueryClient();
    prefetchRouteData('/boxes', client);
    prefetchRouteData('/', client);
    prefetchRouteData('/leaderboard', client);
    prefetchRouteData('/winners', client);
    await waitFor(() => expect(calls.map((u) => u.pathname)).toContain('/api/leaderboard/current'));

    // The page's own load while the entry's is under way is served by it: one request, and its answer.
    const pages = loadLeaderboard({ json: () => Promise.reject(new Error('not asked')) });
    release(buildBoard([], 1));
    await pages;
    expect(useLeaderboardStore.getState().board).not.toBeNull();
    await waitFor(() => expect(client.getQueryData(boxQueries.list().queryKey)).toEqual([]));
    expect(calls.map((u) => u.pathname).sort()).toEqual(['/api/boxes', '/api/leaderboard/current']);
  });
});
