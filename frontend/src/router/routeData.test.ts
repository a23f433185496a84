import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { routeFetch } from '../../test/routeFetch';
import { boxQueries } from '../features/boxes/queries';
import { prefetchRouteData } from './routeData';

describe("a page's first data, requested by the entry", () => {
  it('asks for the catalog on /boxes, and for nothing elsewhere', async () => {
    const { calls } = routeFetch({ 'GET /api/boxes': () => [], 'GET /api/boxes/featured': () => [] });
    const client = new QueryClient();
    prefetchRouteData('/boxes', client);
    prefetchRouteData('/', client);
    prefetchRouteData('/leaderboard', client);
    await waitFor(() => expect(client.getQueryData(boxQueries.list().queryKey)).toEqual([]));
    expect(calls.map((u) => u.pathname)).toEqual(['/api/boxes']);
  });
});
