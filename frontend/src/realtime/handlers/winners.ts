import { winnerAnnouncedSchema, winnerHiddenSchema, winnerUnhiddenSchema, type WinnersPageDto } from '@nova/protocol';
import type { ApiClient } from '../../lib/api';
import { useWinnersStore } from '../../stores/useWinnersStore';
import type { NovaSocket } from '../socket';

/** Winners per page of `GET /api/winners`. */
export const WINNERS_PAGE_SIZE = 20;

/** `winner:announced`, `winner:hidden`, `winner:unhidden` -> the winners store (each validated with its schema). */
export function registerWinnersHandlers(socket: NovaSocket): () => void {
  const received = useWinnersStore.getState().received;
  const onAnnounced = (payload: unknown) => {
    const parsed = winnerAnnouncedSchema.safeParse(payload);
    if (parsed.success) received({ type: 'announced', ...parsed.data });
  };
  const onHidden = (payload: unknown) => {
    const parsed = winnerHiddenSchema.safeParse(payload);
    if (parsed.success) received({ type: 'hidden', ...parsed.data });
  };
  const onUnhidden = (payload: unknown) => {
    const parsed = winnerUnhiddenSchema.safeParse(payload);
    if (parsed.success) received({ type: 'unhidden', ...parsed.data });
  };
  socket.on('winner:announced', onAnnounced);
  socket.on('winner:hidden', onHidden);
  socket.on('winner:unhidden', onUnhidden);
  return () => {
    socket.off('winner:announced', onAnnounced);
    socket.off('winner:hidden', onHidden);
    socket.off('winner:unhidden', onUnhidden);
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
