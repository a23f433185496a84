import type { Review, StaffRef } from './model';

declare module '../core/events' {
  interface DomainEvents {
    /** A review was stored visible (written by a player or added by an admin: `review.source`). */
    'review.added': { review: Review };
    /** Staff hid a review (`review` as it is now). */
    'review.hidden': { review: Review; by: StaffRef };
    /** Staff showed a hidden review again. */
    'review.unhidden': { review: Review; by: StaffRef };
    /** A player's review attempts went over their budget. */
    'reviews.rateLimited': { userId: string; retryAfterSeconds: number; at: Date };
  }
}

export {};
