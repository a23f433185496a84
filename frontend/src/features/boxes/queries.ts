import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { BoxDto } from '@nova/protocol';
import { useSessionStore } from '../../stores/useSessionStore';

/**
 * Query keys of the catalog. The default query function GETs the key's string parts joined with '/', so
 * `['/api/boxes', id, { viewer }]` reads `/api/boxes/<id>`; `viewer` (the signed-in user's id) only keeps
 * each player's effective odds in their own cache entry. The API client sends the session token itself.
 */
export const BOXES_KEY = ['/api/boxes'] as const;
export const FEATURED_KEY = ['/api/boxes/featured'] as const;
export const boxDetailsKey = (boxId: string, viewer: string | null) => ['/api/boxes', boxId, { viewer }] as const;

/** Every active box (published odds). Cached for the session (the query client's defaults). */
export function useBoxes() {
  return useQuery<BoxDto[]>({ queryKey: BOXES_KEY });
}

/** The featured boxes for the home page's Trending grid. */
export function useFeaturedBoxes() {
  return useQuery<BoxDto[]>({ queryKey: FEATURED_KEY });
}

/** A box from whichever catalog list is already cached, for an instant first paint of its details. */
function cachedBox(client: QueryClient, boxId: string): BoxDto | undefined {
  for (const key of [BOXES_KEY, FEATURED_KEY]) {
    const hit = client.getQueryData<BoxDto[]>(key)?.find((b) => b.id === boxId);
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
  return useQuery<BoxDto>({
    queryKey: boxDetailsKey(boxId ?? '', viewer),
    enabled: boxId !== null,
    placeholderData: () => (boxId ? cachedBox(client, boxId) : undefined),
  });
}

/** Starts loading a box's details ahead of a click (card hover or focus). Harmless when already cached. */
export function prefetchBoxDetails(client: QueryClient, boxId: string): void {
  const viewer = useSessionStore.getState().user?.id ?? null;
  void client.prefetchQuery({ queryKey: boxDetailsKey(boxId, viewer) });
}

/**
 * A box changed (its odds, its price, its text) or left the shop: the lists and that box's details are read again
 * where they are shown. Details of a box that left the shop are dropped instead (it answers 404 now).
 */
export function invalidateBox(client: QueryClient, boxId: string, gone = false): Promise<void> {
  const details = { queryKey: [BOXES_KEY[0], boxId] };
  if (gone) client.removeQueries(details);
  return Promise.all([invalidateCatalog(client), gone ? undefined : client.invalidateQueries(details)]).then(() => undefined);
}

/** The catalog lists are read again where shown (a read already under way is kept rather than started twice). */
export function invalidateCatalog(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: BOXES_KEY, exact: true }, { cancelRefetch: false }),
    client.invalidateQueries({ queryKey: FEATURED_KEY, exact: true }, { cancelRefetch: false }),
  ]).then(() => undefined);
}

/**
 * After an opening the player's legendary counts changed, so every cached box-details entry (effective odds,
 * legendary panel) is refetched when next shown. The catalog lists do not change.
 */
export function invalidateBoxDetails(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (q) => q.queryKey[0] === BOXES_KEY[0] && q.queryKey.length === 3 });
}
