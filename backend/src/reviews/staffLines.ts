import type { StaffDraft } from '../staff/feed';
import type { StaffLines } from '../staff/lines';
import type { Review } from './model';

function reviewLine(action: 'added' | 'hidden' | 'unhidden', r: Review, staff: string | null, at: Date): StaffDraft {
  return { kind: 'review', action, reviewId: r._id.toHexString(), author: r.username, rating: r.rating, verified: r.verified, staff, at };
}

/** Reviews written, added, hidden or shown again in the staff operations feed, and players refused by the review budget. */
export const reviewStaffLines: StaffLines = {
  'review.added': ({ review: r }) => reviewLine('added', r, r.addedBy?.username ?? null, r.createdAt),
  'review.hidden': ({ review: r, by }, clock) => reviewLine('hidden', r, by.username, r.hiddenAt ?? clock.now()),
  'review.unhidden': ({ review: r, by }, clock) => reviewLine('unhidden', r, by.username, clock.now()),
  'review.rateLimited': (e) => ({
    refusal: { kind: 'rate-limit', scope: 'account', action: 'review', subject: e.userId, retryAfterSeconds: e.retryAfterSeconds, at: e.at },
  }),
};
