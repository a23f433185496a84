import type { Types } from 'mongoose';
import type { MyReviewDto, ReviewSummaryDto, ReviewsPageDto, ReviewsQuery, StaffReviewsPageDto, StaffReviewsQuery } from '@nova/protocol';
import type { AppContext } from '../context';
import { afterTimeCursor, encodeTimeCursor } from '../core/cursor';
import { hasPaidOpening } from '../openings/queries';
import { snapshotSeq } from '../realtime/sequence';
import type { UserDocument } from '../users/model';
import { ReviewModel, type Review } from './model';
import { presentReview, presentStaffReview } from './presenter';

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** Reads `limit + 1` rows after the cursor and splits off the next cursor. */
async function page(filter: Record<string, unknown>, query: { cursor?: string; limit: number }) {
  const rows = await ReviewModel.find({ ...filter, ...afterTimeCursor(query.cursor) })
    .sort(NEWEST_FIRST)
    .limit(query.limit + 1)
    .lean<Review[]>();
  const entries = rows.slice(0, query.limit);
  const last = entries.at(-1);
  return { entries, nextCursor: rows.length > query.limit && last ? encodeTimeCursor(last.createdAt, last._id) : null };
}

/** Count, average (two decimals) and stars 5..1 of the visible reviews, from one aggregation. */
export async function reviewSummary(): Promise<ReviewSummaryDto> {
  const rows = await ReviewModel.aggregate<{ _id: number; count: number }>([
    { $match: { hidden: false } },
    { $group: { _id: '$rating', count: { $sum: 1 } } },
  ]);
  const byStars = new Map(rows.map((r) => [r._id, r.count]));
  const distribution = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: byStars.get(stars) ?? 0 }));
  const count = distribution.reduce((sum, d) => sum + d.count, 0);
  const total = distribution.reduce((sum, d) => sum + d.stars * d.count, 0);
  return { count, average: count ? Math.round((total * 100) / count) / 100 : null, distribution };
}

/**
 * One page of visible reviews, newest first, with the summary. The snapshot's `seq` is the `reviews` stream's
 * counter read before the queries: every fact numbered at or below it is already in the data (newer ones may be
 * too; clients dedupe by id and keep the summary of the highest seq).
 */
export async function listReviews(ctx: AppContext, query: ReviewsQuery): Promise<ReviewsPageDto> {
  const seq = await snapshotSeq(ctx, 'reviews');
  const [{ entries, nextCursor }, summary] = await Promise.all([page({ hidden: false }, query), reviewSummary()]);
  return { entries: entries.map(presentReview), nextCursor, summary, seq };
}

/** Staff: every review, or only visible / hidden ones, newest first. */
export async function listReviewsForStaff(query: StaffReviewsQuery): Promise<StaffReviewsPageDto> {
  const filter = query.visibility === 'all' ? {} : { hidden: query.visibility === 'hidden' };
  const { entries, nextCursor } = await page(filter, query);
  return { entries: entries.map(presentStaffReview), nextCursor };
}

/** The player review `userId` wrote, hidden or not. */
export function ownReview(userId: Types.ObjectId): Promise<Review | null> {
  return ReviewModel.findOne({ source: 'player', userId }).lean<Review>();
}

/**
 * Whether this account may write a review now and why not: staff accounts never (a shop's own people do not
 * review it), players once, and only after a paid opening.
 */
export async function myReview(user: UserDocument): Promise<MyReviewDto> {
  const own = await ownReview(user._id);
  const review = own ? presentReview(own) : null;
  const hidden = own?.hidden ?? false;
  if (user.role !== 'player') return { canWrite: false, reason: 'staff-account', review, hidden };
  if (own) return { canWrite: false, reason: 'already-reviewed', review, hidden };
  if (!(await hasPaidOpening(user._id))) return { canWrite: false, reason: 'no-paid-opening', review, hidden };
  return { canWrite: true, reason: null, review, hidden };
}
