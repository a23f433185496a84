import type { ReviewsPageDto } from '@nova/protocol';
import { buildReview, summaryOf } from '../../test/realtimeFixtures';
import { resetReviewsStore, useReviewsStore } from './useReviewsStore';

const store = () => useReviewsStore.getState();
const ids = () => store().entries.map((r) => r.id);
const page = (entries = [buildReview()], seq = 10, nextCursor: string | null = null): ReviewsPageDto => ({
  entries,
  nextCursor,
  seq,
  summary: summaryOf(entries.map((r) => r.rating)),
});

beforeEach(resetReviewsStore);

describe('reviews store', () => {
  it('holds facts while a snapshot loads and applies only those newer than it, in seq order', () => {
    const [a, b, c] = [buildReview(), buildReview(), buildReview()];
    store().snapshotStarted();
    store().received({ type: 'added', seq: 9, review: a, summary: summaryOf([5]) }); // already in the snapshot
    store().received({ type: 'hidden', seq: 12, reviewId: b.id, summary: summaryOf([5]) });
    store().received({ type: 'added', seq: 11, review: c, summary: summaryOf([5, 5, 5]) });
    store().snapshotLoaded(page([a, b], 10));
    expect(ids()).toEqual([a.id, c.id]);
    expect(store().summary).toEqual(summaryOf([5])); // the summary of seq 12, the newest
    expect(store().fresh).toEqual({ [c.id]: true });
  });

  it('drops facts at or below the snapshot and keeps the summary of the newest seq', () => {
    store().snapshotLoaded(page([buildReview()], 20));
    const late = buildReview();
    store().received({ type: 'added', seq: 20, review: late, summary: summaryOf([1]) });
    expect(ids()).not.toContain(late.id);
    store().received({ type: 'added', seq: 23, review: late, summary: summaryOf([5, 1]) });
    store().received({ type: 'added', seq: 22, review: buildReview(), summary: summaryOf([5]) }); // arrives late
    expect(store().summary).toEqual(summaryOf([5, 1]));
    expect(store().entries).toHaveLength(3);
  });

  it('never lets an older hide undo a newer show (facts delivered out of order)', () => {
    const r = buildReview();
    store().snapshotLoaded(page([r], 1));
    store().received({ type: 'unhidden', seq: 5, review: r, summary: summaryOf([5]) });
    store().received({ type: 'hidden', seq: 4, reviewId: r.id, summary: summaryOf([]) });
    expect(ids()).toEqual([r.id]);
    store().received({ type: 'hidden', seq: 6, reviewId: r.id, summary: summaryOf([]) });
    expect(ids()).toEqual([]);
  });

  it('keeps a review hidden live out of pages fetched before the hide, and puts a shown one back in order', () => {
    const [newest, middle, oldest] = [buildReview(), buildReview(), buildReview()];
    store().snapshotLoaded(page([newest], 1, 'next'));
    store().received({ type: 'hidden', seq: 2, reviewId: middle.id, summary: summaryOf([5]) });
    store().moreLoaded(page([middle, oldest], 1)); // read before the hide
    expect(ids()).toEqual([newest.id, oldest.id]);
    store().received({ type: 'unhidden', seq: 3, review: middle, summary: summaryOf([5, 5, 5]) });
    expect(ids()).toEqual([newest.id, middle.id, oldest.id]);
    expect(store().fresh[middle.id]).toBeUndefined(); // shown again, not new
  });

  it('takes a later page’s summary when it is newer than the one held', () => {
    store().snapshotLoaded(page([buildReview()], 5, 'next'));
    store().moreLoaded({ ...page([buildReview()], 8), summary: summaryOf([1, 2, 3]) });
    expect(store().summary).toEqual(summaryOf([1, 2, 3]));
    store().moreLoaded({ ...page([buildReview()], 6), summary: summaryOf([4]) });
    expect(store().summary).toEqual(summaryOf([1, 2, 3]));
  });
});
