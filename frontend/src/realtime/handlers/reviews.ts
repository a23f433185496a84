import { REVIEW_LIMITS, reviewAddedSchema, reviewHiddenSchema, reviewUnhiddenSchema, type ReviewsPageDto } from '@nova/protocol';
import type { ApiClient } from '../../lib/api';
import { useReviewsStore } from '../../stores/useReviewsStore';
import { fact, onFacts, refetchOnGap } from '../facts';
import type { NovaSocket } from '../socket';

/** Reviews per page of `GET /api/reviews`. */
export const REVIEWS_PAGE_SIZE = REVIEW_LIMITS.pageDefault;

/**
 * `review:added`, `review:hidden`, `review:unhidden` -> the reviews store (each validated with its schema); a fact
 * the stream lost reads the snapshot again.
 */
export function registerReviewsHandlers(socket: NovaSocket): () => void {
  const { received } = useReviewsStore.getState();
  const stop = onFacts(socket, [
    fact('review:added', reviewAddedSchema, (f) => received({ type: 'added', ...f })),
    fact('review:hidden', reviewHiddenSchema, (f) => received({ type: 'hidden', ...f })),
    fact('review:unhidden', reviewUnhiddenSchema, (f) => received({ type: 'unhidden', ...f })),
  ]);
  const stopGaps = refetchOnGap(useReviewsStore, (s) => s.cursor, 'reviews');
  return () => {
    stop();
    stopGaps();
  };
}

/** Loads the first page as the snapshot (facts arriving meanwhile are held, then applied by seq). */
export async function loadReviews(api: Pick<ApiClient, 'json'>): Promise<void> {
  const store = useReviewsStore.getState();
  store.snapshotStarted();
  try {
    store.snapshotLoaded(await api.json<ReviewsPageDto>('GET', `/api/reviews?limit=${REVIEWS_PAGE_SIZE}`));
  } catch {
    useReviewsStore.getState().snapshotFailed();
  }
}

/** 'Load more': the next page after the last one loaded. */
export async function loadMoreReviews(api: Pick<ApiClient, 'json'>): Promise<void> {
  const { nextCursor, loadingMore, moreStarted } = useReviewsStore.getState();
  if (!nextCursor || loadingMore) return;
  moreStarted();
  try {
    const page = await api.json<ReviewsPageDto>('GET', `/api/reviews?limit=${REVIEWS_PAGE_SIZE}&cursor=${encodeURIComponent(nextCursor)}`);
    useReviewsStore.getState().moreLoaded(page);
  } catch {
    useReviewsStore.getState().moreFailed();
    throw new Error('load more failed');
  }
}
