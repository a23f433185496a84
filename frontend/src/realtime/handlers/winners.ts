import { winnerAnnouncedSchema, winnerHiddenSchema, winnerUnhiddenSchema, type WinnersPageDto } from '@nova/protocol';
import type { ApiClient } from '../../lib/api';
import { useWinnersStore } from '../../stores/useWinnersStore';
import { fact, onFacts, refetchOnGap } from '../facts';
import type { NovaSocket } from '../socket';

/** Winners per page of `GET /api/winners`. */
export const WINNERS_PAGE_SIZE = 20;

/**
 * `winner:announced`, `winner:hidden`, `winner:unhidden` -> the winners store (each validated with its schema); a fact
 * the stream lost reads the snapshot again.
 */
export function registerWinnersHandlers(socket: NovaSocket): () => void {
  const { received } = useWinnersStore.getState();
  const stop = onFacts(socket, [
    fact('winner:announced', winnerAnnouncedSchema, (f) => received({ type: 'announced', ...f })),
    fact('winner:hidden', winnerHiddenSchema, (f) => received({ type: 'hidden', ...f })),
    fact('winner:unhidden', winnerUnhiddenSchema, (f) => received({ type: 'unhidden', ...f })),
  ]);
  const stopGaps = refetchOnGap(useWinnersStore, (s) => s.cursor, 'winners');
  return () => {
    stop();
    stopGaps();
  };
}

/** Loads the first page as the snapshot (deltas arriving meanwhile are held, then merged by seq and id). */
export async function loadWinners(api: Pick<ApiClient, 'json'>): Promise<void> {
  const store = useWinnersStore.getState();
  store.snapshotStarted();
  try {
    store.snapshotLoaded(await api.json<WinnersPageDto>('GET', `/api/winners?limit=${WINNERS_PAGE_SIZE}`));
  } catch {
    useWinnersStore.getState().snapshotFailed();
  }
}

/** 'Load More Winners': the next page after the last one loaded. */
export async function loadMoreWinners(api: Pick<ApiClient, 'json'>): Promise<void> {
  const { nextCursor, loadingMore, moreStarted } = useWinnersStore.getState();
  if (!nextCursor || loadingMore) return;
  moreStarted();
  try {
    const page = await api.json<WinnersPageDto>('GET', `/api/winners?limit=${WINNERS_PAGE_SIZE}&cursor=${encodeURIComponent(nextCursor)}`);
    useWinnersStore.getState().moreLoaded(page);
  } catch {
    useWinnersStore.getState().moreFailed();
    throw new Error('load more failed');
  }
}
