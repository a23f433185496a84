import { create } from 'zustand';
import type { ReviewAdded, ReviewDto, ReviewHidden, ReviewSummaryDto, ReviewUnhidden, ReviewsPageDto } from '@nova/protocol';
import { fold, cursorFor, snapshotFailed, snapshotLoaded, snapshotStarted, type StreamCursor } from '../realtime/merge';
import type { FeedStatus } from './useWinnersStore';

/** A live fact of the `reviews` feed. */
export type ReviewFact = ({ type: 'added' } & ReviewAdded) | ({ type: 'hidden' } & ReviewHidden) | ({ type: 'unhidden' } & ReviewUnhidden);

/**
 * The reviews page, mirrored from `GET /api/reviews` (snapshot + pages) and the `reviews` stream (facts), merged by
 * the stream's cursor (`realtime/merge.ts`): facts wait while a snapshot loads, those at or below its seq are dropped,
 * and per review a fact older than the last one applied is dropped, so a late "hidden" never undoes a newer "shown
 * again". The summary is the one carried by the newest seq seen (a fact's or a page's); reviews hidden live are
 * remembered so a page fetched before the hide cannot bring them back.
 */
export interface ReviewsState {
  status: FeedStatus;
  entries: ReviewDto[];
  summary: ReviewSummaryDto | null;
  summarySeq: number;
  /** Where the list stands in the `reviews` stream. */
  cursor: StreamCursor<ReviewFact>;
  nextCursor: string | null;
  loadingMore: boolean;
  /** Reviews that arrived live since the page opened (they animate in and carry a "New" mark). */
  fresh: Record<string, true>;
  hiddenIds: Record<string, true>;
  snapshotStarted(): void;
  snapshotLoaded(page: ReviewsPageDto): void;
  snapshotFailed(): void;
  /** A live fact (added, hidden, shown again). */
  received(fact: ReviewFact): void;
  /** The signed-in player's own review, just written (its live fact may come later, or not at all while offline). */
  written(review: ReviewDto): void;
  /** Staff hid a review from this page (its live fact may come later, or not at all while offline). */
  removed(id: string): void;
  moreStarted(): void;
  moreLoaded(page: ReviewsPageDto): void;
  moreFailed(): void;
}

const newestFirst = (a: ReviewDto, b: ReviewDto) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const withReview = (entries: ReviewDto[], review: ReviewDto) => [...entries.filter((r) => r.id !== review.id), review].sort(newestFirst);

type Applied = Pick<ReviewsState, 'entries' | 'summary' | 'summarySeq' | 'fresh' | 'hiddenIds'>;

const idOf = (fact: ReviewFact) => (fact.type === 'hidden' ? fact.reviewId : fact.review.id);
const applied = (s: ReviewsState): Applied => ({
  entries: s.entries,
  summary: s.summary,
  summarySeq: s.summarySeq,
  fresh: s.fresh,
  hiddenIds: s.hiddenIds,
});

/** One fact the stream's cursor admitted. */
function apply(s: Applied, fact: ReviewFact): Applied {
  const id = idOf(fact);
  const next: Applied = { ...s };
  if (fact.seq > s.summarySeq) Object.assign(next, { summary: fact.summary, summarySeq: fact.seq });
  if (fact.type === 'hidden') {
    next.entries = s.entries.filter((r) => r.id !== id);
    next.hiddenIds = { ...s.hiddenIds, [id]: true };
    return next;
  }
  const { [id]: _shown, ...hiddenIds } = s.hiddenIds;
  next.entries = withReview(s.entries, fact.review);
  next.hiddenIds = hiddenIds;
  if (fact.type === 'added') next.fresh = { ...s.fresh, [id]: true };
  return next;
}

const initial = {
  status: 'idle' as FeedStatus,
  entries: [] as ReviewDto[],
  summary: null as ReviewSummaryDto | null,
  summarySeq: 0,
  cursor: cursorFor<'reviews', ReviewFact>('changes'),
  nextCursor: null as string | null,
  loadingMore: false,
  fresh: {} as Record<string, true>,
  hiddenIds: {} as Record<string, true>,
};

export const useReviewsStore = create<ReviewsState>()((set) => ({
  ...initial,
  snapshotStarted: () => set((s) => ({ status: s.status === 'ready' ? 'ready' : 'loading', cursor: snapshotStarted(s.cursor) })),
  snapshotLoaded: (page) =>
    set((s) => {
      const { cursor, held } = snapshotLoaded(s.cursor, page.seq);
      const snapshot: Applied = { entries: [...page.entries].sort(newestFirst), summary: page.summary, summarySeq: page.seq, fresh: s.fresh, hiddenIds: {} };
      const merged = fold(cursor, snapshot, held, idOf, apply);
      return { ...merged.state, cursor: merged.cursor, status: 'ready', nextCursor: page.nextCursor };
    }),
  snapshotFailed: () => set((s) => ({ status: s.entries.length ? 'ready' : 'error', cursor: snapshotFailed(s.cursor) })),
  received: (fact) =>
    set((s) => {
      const merged = fold(s.cursor, applied(s), [fact], idOf, apply);
      return { ...merged.state, cursor: merged.cursor };
    }),
  written: (review) => set((s) => ({ entries: withReview(s.entries, review), fresh: { ...s.fresh, [review.id]: true } })),
  removed: (id) => set((s) => ({ entries: s.entries.filter((r) => r.id !== id), hiddenIds: { ...s.hiddenIds, [id]: true } })),
  moreStarted: () => set({ loadingMore: true }),
  moreLoaded: (page) =>
    set((s) => {
      const known = new Set(s.entries.map((r) => r.id));
      const added = page.entries.filter((r) => !known.has(r.id) && !s.hiddenIds[r.id]);
      const summary = page.seq > s.summarySeq ? { summary: page.summary, summarySeq: page.seq } : {};
      return { ...summary, entries: [...s.entries, ...added].sort(newestFirst), nextCursor: page.nextCursor, loadingMore: false };
    }),
  moreFailed: () => set({ loadingMore: false }),
}));

/** Back to the start (tests; the list is public, so signing out changes nothing). */
export const resetReviewsStore = () => useReviewsStore.setState(initial);
