import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { BoxDto } from '@nova/protocol';
import { api } from '../../lib/queryClient';
import { useSessionStore } from '../../stores/useSessionStore';

/**
 * The catalog's queries: each entry pairs a key with the request that fills it. `boxQueries.all` is the prefix
 * of every catalog key (lists and details). A box's details carry `viewer` (the signed-in user's id) in the key
 * only so each player's effective odds stay in their own cache entry; the API client sends the token itself.
 */
export const boxQueries = {
  all: ['boxes'] as const,
  list: () =>
    queryOptions({
      queryKey: [...boxQueries.all, 'list'] as const,
      queryFn: ({ signal }) => api.json<BoxDto[]>('GET', '/api/boxes', undefined, { signal }),
    }),
  featured: () =>
    queryOptions({
      queryKey: [...boxQueries.all, 'featured'] as const,
      queryFn: ({ signal }) => api.json<BoxDto[]>('GET', '/api/boxes/featured', undefined, { signal }),
    }),
  /** The prefix of every cached details entry of one box (whoever viewed it). */
  detailsOf: (boxId: string) => [...boxQueries.all, 'detail', boxId] as const,
  details: (boxId: string, viewer: string | null) =>
    queryOptions({
      queryKey: [...boxQueries.detailsOf(boxId), { viewer }] as const,
      queryFn: ({ signal }) => api.json<BoxDto>('GET', `/api/boxes/${encodeURIComponent(boxId)}`, undefined, { signal }),
    }),
};

/** Every active box (published odds). Cached for the session (the query client's defaults). */
export function useBoxes() {
  return useQuery(boxQueries.list());
}

/** The featured boxes for the home page's Trending grid. */
export function useFeaturedBoxes() {
  return useQuery(boxQueries.featured());
}

/** A box from whichever catalog list is already cached, for an instant first paint of its details. */
function cachedBox(client: QueryClient, boxId: string): BoxDto | undefined {
  for (const { queryKey } of [boxQueries.list(), boxQueries.featured()]) {
    const hit = client.getQueryData(queryKey)?.find((b) => b.id === boxId);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * One box with prizes, as the signed-in player sees it (effective odds and legendary status). While it loads,
 * the list's copy (published odds, no legendary status) stands in, so the dialog opens at once.
 */
export function useBoxDetails(boxId: string | null, client: QueryClient) {
  const viewer = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({
    ...boxQueries.details(boxId ?? '', viewer),
    enabled: boxId !== null,
    placeholderData: () => (boxId ? cachedBox(client, boxId) : undefined),
  });
}

/** Starts loading a box's details ahead of a click (card hover or focus). Harmless when already cached. */
export function prefetchBoxDetails(client: QueryClient, boxId: string): void {
  const viewer = useSessionStore.getState().user?.id ?? null;
  void client.prefetchQuery(boxQueries.details(boxId, viewer));
}

/**
 * A box changed (its odds, its price, its text) or left the shop: the lists and that box's details are read again
 * where they are shown. Details of a box that left the shop are dropped instead (it answers 404 now).
 */
export function invalidateBox(client: QueryClient, boxId: string, gone = false): Promise<void> {
  const details = { queryKey: boxQueries.detailsOf(boxId) };
  if (gone) client.removeQueries(details);
  return Promise.all([invalidateCatalog(client), gone ? undefined : client.invalidateQueries(details)]).then(() => undefined);
}

/** The catalog lists are read again where shown (a read already under way is kept rather than started twice). */
export function invalidateCatalog(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: boxQueries.list().queryKey, exact: true }, { cancelRefetch: false }),
    client.invalidateQueries({ queryKey: boxQueries.featured().queryKey, exact: true }, { cancelRefetch: false }),
  ]).then(() => undefined);
}

/**
 * After (re)joining the live catalog: anything shown may have changed while no `catalog:changed` could reach this
 * page (before the realtime layer started, or across a reconnection), so the lists and every box's details shown are
 * read again (a read already under way is kept).
 */
export function resyncCatalog(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: boxQueries.all }, { cancelRefetch: false });
}

/**
 * After an opening the player's legendary counts changed, so every cached box-details entry (effective odds,
 * legendary panel) is refetched when next shown. The catalog lists do not change.
 */
export function invalidateBoxDetails(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: [...boxQueries.all, 'detail'] });
}
