import type { Review, StaffRef } from './model';

/** The reviews domain's events (composed into `DomainEvents` by `core/eventMap.ts`). */
export interface ReviewEvents {
  /** A review was stored visible (written by a player or added by an admin: `review.source`). */
  'review.added': { review: Review };
  /** Staff hid a review (`review` as it is now). */
  'review.hidden': { review: Review; by: StaffRef };
  /** Staff showed a hidden review again. */
  'review.unhidden': { review: Review; by: StaffRef };
  /** A player's review attempts went over their budget. */
  'review.rateLimited': { userId: string; retryAfterSeconds: number; at: Date };
}
